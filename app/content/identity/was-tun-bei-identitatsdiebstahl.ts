import type { LandingConfig } from '../types.ts';

export const wasTunBeiIdentitatsdiebstahl: LandingConfig = {
  slug: 'was-tun-bei-identitatsdiebstahl',
  service: 'identitatsdiebstahl-hilfe',
  category: 'identity-theft',
  seo: {
    title: 'Was tun bei Identitätsdiebstahl? Die ersten Schritte',
    description:
      'Beweise sichern, Konten schützen, Profil melden, Anzeige erstatten, Bank und SCHUFA informieren: Ihr Plan nach einem Identitätsdiebstahl, Schritt für Schritt.',
    keywords: [
      'was tun bei Identitätsdiebstahl',
      'Identitätsdiebstahl Hilfe',
      'Identitätsdiebstahl Anzeige',
      'gefälschtes Profil melden Anleitung',
      'SCHUFA Selbstauskunft',
      'Passwort ändern nach Hackerangriff',
    ],
  },
  hero: {
    title: 'Was tun bei Identitätsdiebstahl? Schritt für Schritt',
    subtitle:
      'Eine ruhige Anleitung für die ersten Tage. Und wenn Sie möchten, prüfen unsere Spezialistinnen und Spezialisten von Hand, wo Ihre Daten und Bilder öffentlich auftauchen.',
    guarantee: 'Keine Treffer? Ihr nächster Auftrag kostet Sie dann nichts.',
    buttonText: 'Hilfe bei Identitätsdiebstahl',
  },
  article: {
    title: 'Ihr Plan für die ersten Tage',
    subtitle: 'Sechs Schritte in einer sinnvollen Reihenfolge',
    text: 'Schritt 1: Atmen Sie durch und sichern Sie Beweise. Sie haben nichts falsch gemacht, und viele Folgen lassen sich mit der richtigen Reihenfolge begrenzen. Bevor Sie ein Profil melden, halten Sie es fest: Bildschirmfotos der Profilseite, der Beiträge und der Nachrichten, dazu die vollständige Internetadresse. Legen Sie einen Ordner an, in dem Sie alle Briefe, E-Mails und Notizen mit Datum sammeln. Hat die Plattform das Profil erst gelöscht, lässt sich vieles nicht mehr nachweisen.\n\nSchritt 2: Schützen Sie zuerst Ihr E-Mail-Postfach. Wer Ihre E-Mails kontrolliert, kann darüber die Passwörter fast aller anderen Konten zurücksetzen. Ändern Sie dort das Passwort, prüfen Sie, ob Weiterleitungen oder fremde Geräte eingetragen sind, und aktivieren Sie die Zwei-Faktor-Authentifizierung. Danach folgen Onlinebanking, PayPal, Ihre Einkaufskonten und Ihre sozialen Netzwerke. Verwenden Sie für jedes Konto ein eigenes, langes Passwort; ein Passwort-Manager oder ein gut verwahrtes Notizbuch hilft dabei.\n\nSchritt 3: Melden Sie das falsche Profil bei der Plattform. Facebook und Instagram haben eigene Meldewege für Konten, die sich als eine andere Person ausgeben, auch wenn Sie selbst dort kein Konto haben. Dating-Apps bieten meist eine Meldefunktion direkt im Profil. Bitten Sie Freunde und Familie, das Profil ebenfalls zu melden. Blockieren Sie es erst, wenn alles gesichert ist, denn danach können Sie es selbst nicht mehr sehen.\n\nSchritt 4: Erstatten Sie Anzeige bei der Polizei. Das geht auf jeder Dienststelle oder über die Internetwache Ihres Bundeslandes und kostet Sie nichts. Nehmen Sie Ihren Ordner mit und schildern Sie die Ereignisse in zeitlicher Reihenfolge. Sagen Sie ausdrücklich, dass Sie auch Strafantrag stellen, denn manche Delikte werden nur auf Antrag verfolgt. Das Aktenzeichen ist später für Händler, Inkassobüros und Banken ein wichtiger Nachweis, dass Sie selbst betroffen sind.\n\nSchritt 5: Informieren Sie Ihre Bank und die Auskunfteien. Könnten Karten- oder Kontodaten betroffen sein, lassen Sie Ihre Karten sperren, zum Beispiel über den Sperr-Notruf 116 116, und besprechen Sie verdächtige Buchungen mit Ihrer Bank. Eine kostenlose Datenkopie der SCHUFA zeigt Ihnen, ob dort fremde Verträge oder Anfragen gespeichert sind. Verlangt ein Händler Geld für Ware, die Sie nie bestellt haben, widersprechen Sie schriftlich und nennen Sie das Aktenzeichen.\n\nSchritt 6: Informieren Sie Ihr Umfeld und bleiben Sie aufmerksam. Ein kurzer Beitrag in Ihrem echten Profil oder eine Nachricht an Ihre Kontakte warnt davor, auf Anfragen des falschen Profils einzugehen oder Geld zu schicken. Sehen Sie in den folgenden Wochen regelmäßig nach, ob neue Kopien auftauchen. Möchten Sie dabei Unterstützung, recherchiert unser Team von Hand in öffentlichen Quellen und hält alle Fundstellen mit Link in einem Ergebnisbericht fest, meist innerhalb von 24–48 Stunden.',
  },
  categories: [
    {
      title: 'Heute erledigen',
      items: [
        'Bildschirmfotos mit Internetadresse und Datum anlegen',
        'Passwort Ihres E-Mail-Postfachs ändern',
        'Bank anrufen und Karten bei Bedarf sperren lassen',
        'Falsches Profil bei der Plattform melden',
      ],
    },
    {
      title: 'In den nächsten Tagen',
      items: [
        'Anzeige erstatten und Strafantrag stellen',
        'SCHUFA-Selbstauskunft kostenlos anfordern',
        'Forderungen von Händlern schriftlich widersprechen',
        'Kontakte vor dem falschen Profil warnen',
      ],
    },
    {
      title: 'In den Wochen danach',
      items: [
        'Kontoauszüge und Post genau im Blick behalten',
        'Namen und Fotos regelmäßig selbst suchen',
        'Neue Fundstellen sofort sichern und melden',
        'Jedes Schreiben unter Angabe des Aktenzeichens beantworten',
      ],
    },
  ],
  warning: {
    title: 'Was die Lage verschlimmern kann',
    description:
      'In der ersten Aufregung passieren leicht Dinge, die später Probleme machen. Diese Punkte sollten Sie kennen, bevor Sie reagieren.',
    left: {
      title: 'Bitte nicht',
      items: [
        'Das falsche Profil blockieren, bevor es gesichert ist',
        'Unbekannte Rechnungen bezahlen, nur um Ruhe zu haben',
        'Ausweiskopien an angebliche Helfer schicken',
        'Dem Täter schreiben oder ihn zur Rede stellen',
      ],
    },
    right: {
      title: 'Besser so',
      items: [
        'Erst sichern, dann melden, dann blockieren',
        'Schriftlich widersprechen und das Aktenzeichen nennen',
        'Nur über offizielle Wege mit Bank und Polizei sprechen',
        'Den Kontakt zum Täter der Polizei überlassen',
      ],
    },
  },
};
