import type { HubPage } from '../types.ts';

export const identityHub: HubPage = {
  slug: 'identitaetsdiebstahl',
  service: 'identitaetsdiebstahl-check',
  serviceKey: 'identity-theft',
  navTitle: 'Identitätsdiebstahl-Check',
  seo: {
    title: 'Identitätsdiebstahl online erkennen und handeln | Echtcheck',
    description:
      'Jemand nutzt Ihre Fotos oder Ihren Namen? Woran Sie Identitätsdiebstahl erkennen, was Sie jetzt tun und wie wir öffentliche Quellen für Sie durchsuchen.',
    keywords: [
      'Identitätsdiebstahl',
      'Identitätsdiebstahl online',
      'Fake-Profil mit meinen Fotos',
      'Bestellungen in meinem Namen',
      'Konto übernommen',
      'Identitätsdiebstahl was tun',
    ],
  },
  hero: {
    title: 'Identitätsdiebstahl: Wer nutzt Ihre Fotos und Ihren Namen?',
    subtitle:
      'Unsere Spezialistinnen und Spezialisten suchen von Hand in öffentlichen Quellen nach kopierten Profilen und nach Ihren Bildern. Einmalig 39 € inkl. MwSt.; das Ergebnis erhalten Sie meist 24–48 Stunden nach der Zahlung per E-Mail.',
    buttonText: 'Identität prüfen lassen',
  },
  article: {
    title: 'Identitätsdiebstahl im Internet – was Sie wissen und tun können',
    intro:
      'Ein Profil mit Ihrem Foto, das Sie nie angelegt haben. Ein Paket, das Sie nie bestellt haben. Eine Freundin, die fragt, warum Sie sie plötzlich um Geld bitten. So beginnt Identitätsdiebstahl für viele Betroffene. Das ist beunruhigend, aber Sie sind nicht machtlos. Auf dieser Seite lesen Sie, woran Sie den Missbrauch erkennen, was rechtlich gilt, welche Schritte jetzt sinnvoll sind und wie unser Team Sie bei der Suche nach kopierten Profilen unterstützt.',
    sections: [
      {
        heading: 'Was Identitätsdiebstahl im Internet bedeutet',
        paragraphs: [
          'Von Identitätsdiebstahl spricht man, wenn Fremde Ihre persönlichen Daten nutzen, um sich als Sie auszugeben. Dazu gehören Ihr Name, Ihre Fotos, Ihr Geburtsdatum, Ihre Anschrift oder Ihre Zugangsdaten. Oft genügt den Tätern wenig: ein öffentliches Profilbild, ein Name aus einem Vereinsbericht, eine E-Mail-Adresse aus einem Datenleck. Aus diesen Bausteinen entsteht eine zweite, falsche Version von Ihnen, die im Netz handelt, ohne dass Sie davon wissen.',
          'Drei Formen begegnen uns besonders häufig. Erstens gefälschte Profile mit Ihren Bildern und Ihrem Namen auf Facebook, Instagram oder in Dating-Apps. Zweitens Bestellungen in Ihrem Namen, bei denen die Ware an eine andere Adresse geht und die Rechnung bei Ihnen landet. Drittens die Übernahme eines echten Kontos: Jemand kennt Ihr Passwort, ändert es und schreibt anschließend als Sie an Ihre Kontakte.',
          'Gestohlene Fotos landen außerdem oft in Profilen für Liebesbetrug, auf Englisch Romance-Scam. Dabei täuschen Betrüger über Wochen eine Liebesbeziehung vor, um ihren Opfern am Ende Geld abzunehmen. Wird Ihr Gesicht dafür benutzt, sind Sie doppelt betroffen: Ihr Bild wird missbraucht, und fremde Menschen verbinden es womöglich mit einem Betrug, mit dem Sie nichts zu tun haben.',
        ],
      },
      {
        heading: 'Woran Sie merken, dass jemand Ihre Identität nutzt',
        paragraphs: [
          'Die ersten Hinweise kommen häufig von außen. Bekannte melden sich, weil sie eine zweite Freundschaftsanfrage von Ihnen erhalten haben. Ein Kollege fragt nach einem Dating-Profil, das er gesehen hat. Oder ein Onlineshop schreibt Ihnen, obwohl Sie dort nie Kunde waren. Nehmen Sie solche Hinweise ernst, auch wenn sie zunächst wie ein Versehen wirken. Bitten Sie um einen Link oder ein Bildschirmfoto, damit Sie selbst sehen, worum es geht.',
          'Auch Ihre eigenen Konten senden Signale. E-Mails über eine Anmeldung von einem unbekannten Gerät, Codes zum Zurücksetzen eines Passworts, das Sie gar nicht ändern wollten, oder plötzlich fehlende Nachrichten im Postfach deuten darauf hin, dass jemand Zugriff versucht oder schon hat. Werfen Sie zudem regelmäßig einen Blick auf Ihre Kontoauszüge. Betrüger testen gestohlene Kartendaten gern zuerst mit Beträgen von wenigen Euro.',
        ],
      },
      {
        heading: 'Was das Gesetz sagt',
        paragraphs: [
          'Einen eigenen Straftatbestand „Identitätsdiebstahl“ kennt das deutsche Strafgesetzbuch nicht. Je nachdem, was geschehen ist, können aber mehrere Vorschriften greifen. § 202a StGB (Ausspähen von Daten) betrifft Fälle, in denen sich jemand unbefugt Zugang zu besonders gesicherten Daten verschafft, etwa indem er den Passwortschutz Ihres Kontos überwindet. § 263 StGB (Betrug) kommt in Betracht, wenn jemand andere täuscht und ihnen dadurch einen Vermögensschaden zufügt, um sich oder Dritte zu bereichern.',
          '§ 263a StGB (Computerbetrug) erfasst unter anderem die unbefugte Verwendung von Daten, mit der ein Datenverarbeitungsvorgang beeinflusst und so ein Vermögensschaden verursacht wird, zum Beispiel beim Bezahlen mit fremden Zugangsdaten. § 269 StGB (Fälschung beweiserheblicher Daten) kann betroffen sein, wenn jemand Daten so speichert oder gebraucht, dass sie fälschlich wie Ihre eigene Erklärung wirken, etwa bei einem Kundenkonto, das unter Ihrem Namen eröffnet wurde.',
          '§ 238 StGB (Nachstellung) erfasst in der seit 2021 geltenden Fassung auch, wer einer Person unbefugt nachstellt, indem er wiederholt ihre Daten missbraucht, um in ihrem Namen Waren oder Dienstleistungen zu bestellen oder Dritte dazu zu bringen, mit ihr Kontakt aufzunehmen. Strafbar ist das, wenn es geeignet ist, die Lebensgestaltung der betroffenen Person nicht unerheblich zu beeinträchtigen; ein einzelner Vorfall genügt in der Regel nicht. Welche Vorschrift im Einzelfall zutrifft, beurteilen Polizei, Staatsanwaltschaft und Gerichte. Dieser Überblick dient der allgemeinen Information und ersetzt keine Rechtsberatung. Mit Ihrem konkreten Fall wenden Sie sich bitte an eine Anwältin, einen Anwalt oder eine Verbraucherzentrale.',
        ],
      },
      {
        heading: 'Die ersten Schritte, wenn es Sie getroffen hat',
        paragraphs: [
          'Halten Sie zuerst alles fest, was Sie sehen, bevor Sie etwas melden oder löschen lassen. Machen Sie Bildschirmfotos vom falschen Profil, von Nachrichten und Bestellbestätigungen, jeweils mit sichtbarer Internetadresse und Datum. Kopieren Sie den Link zum Profil in eine Notiz. Bewahren Sie Briefe, Rechnungen und Mahnungen im Original auf. Diese Sammlung brauchen Sie später für die Plattform, die Polizei, Ihre Bank und für Händler, die Geld von Ihnen verlangen.',
          'Melden Sie das gefälschte Profil danach direkt bei der Plattform. Facebook, Instagram und die meisten Dating-Apps haben eigene Meldewege für Profile, die sich als eine andere Person ausgeben; oft hilft es, wenn auch Freunde das Profil melden. Erstatten Sie außerdem Strafanzeige, entweder auf einer Wache in Ihrer Nähe oder online bei der Internetwache Ihres Bundeslandes. Notieren Sie das Aktenzeichen, denn danach fragen Banken, Händler und Inkassobüros.',
          'Informieren Sie Ihre Bank, wenn Zahlungsdaten betroffen sein könnten, und lassen Sie Karten im Zweifel sperren. Fordern Sie bei der SCHUFA eine kostenlose Selbstauskunft an, um fremde Verträge oder Kreditanfragen zu entdecken. Ändern Sie die Passwörter Ihres E-Mail-Postfachs und Ihrer wichtigsten Konten und schalten Sie die Zwei-Faktor-Authentifizierung ein. Sagen Sie schließlich Ihren Kontakten Bescheid, dass ein falsches Profil unterwegs ist und niemand auf Geldbitten reagieren soll.',
        ],
      },
      {
        heading: 'Was unser Team für Sie prüft',
        paragraphs: [
          'Beim Identitätsdiebstahl-Check recherchiert unser Team von Hand in öffentlich zugänglichen Quellen, wo Ihre Fotos und Ihr Name auftauchen. Dazu gehören die Bildrückwärtssuche in mehreren Suchmaschinen nach identischen Kopien Ihrer Bilder und nach bearbeiteten Fassungen (zugeschnitten, gespiegelt oder farblich verändert) sowie die öffentliche Suche in sozialen Netzwerken und auf Dating-Seiten. Eine Gesichtserkennung setzen wir nicht ein. Die Recherche übernimmt ein Mensch, Schritt für Schritt, und dokumentiert jeden Fund.',
          'Besonders achten wir auf kopierte Profile: Konten, die Ihren Namen leicht abgewandelt verwenden, Ihre Urlaubsfotos zeigen oder Texte aus Ihrem echten Profil übernehmen. Jede Fundstelle halten wir mit Link, Datum und Bildschirmfoto fest. Die Rechnung kommt wenige Minuten nach der Zahlung per E-Mail. Das Ergebnis folgt meist innerhalb von 24–48 Stunden nach Zahlung und vollständigen Angaben, in aufwendigen Fällen bis zu 72 Stunden: per E-Mail mit einem Link zu Ihrer Statusseite, auf der Sie den Ergebnisbericht herunterladen. Die Prüfung kostet einmalig 39 € inkl. MwSt., ohne Abo.',
          `Der Ergebnisbericht ist so aufgebaut, dass Sie ihn direkt weiterverwenden können: für die Meldung bei der Plattform, als Anlage zur Anzeige oder als Grundlage für das Gespräch mit Ihrer Bank. Bleibt unsere Recherche ohne Treffer, erstatten wir den Betrag nicht, Ihre nächste Prüfung ist dann aber kostenlos.`,
        ],
      },
      {
        heading: 'Wo unsere Prüfung an Grenzen stößt',
        paragraphs: [
          'Wir arbeiten ausschließlich mit öffentlich zugänglichen Informationen. Auf private Konten, geschlossene Gruppen, Chatverläufe, Bankdaten oder Daten von Behörden haben wir keinen Zugriff und versuchen auch nicht, ihn zu bekommen. Ein Profil, das nur für bestätigte Freunde sichtbar ist, können wir deshalb nur so weit beurteilen, wie es öffentlich erscheint. Hinterlässt der Täter keine öffentlichen Spuren, können wir auch nicht sagen, wer hinter einem Konto steckt.',
          'Wir sind weder eine Anwaltskanzlei noch eine Behörde. Wir geben keine Rechtsberatung, können keine Löschung erzwingen und kein verlorenes Geld zurückholen. Dass jede Kopie Ihrer Bilder gefunden wird, kann niemand seriös versprechen. Was wir bieten, ist eine gründliche, nachvollziehbare Suche und ein Ergebnisbericht, der Ihnen die Gespräche mit Plattform, Polizei und Bank erleichtert. Spätestens 30 Tage nach Erledigung Ihres Auftrags löschen wir Ihre Angaben.',
        ],
      },
    ],
  },
  features: [
    {
      title: 'Das können Sie sofort selbst prüfen',
      text: 'Einige Kontrollen dauern nur wenige Minuten und brauchen keine Vorkenntnisse. Sie geben Ihnen einen ersten Eindruck, wie weit sich Ihre Daten verbreitet haben.',
      items: [
        'Ihren vollständigen Namen in Anführungszeichen in eine Suchmaschine eingeben',
        'Ihr Profilbild bei Google Lens, Bing oder TinEye hochladen (Bildrückwärtssuche)',
        'Auf Facebook, Instagram und TikTok nach Ihrem Namen suchen',
        'Kontoauszüge und Kundenkonten auf fremde Vorgänge durchsehen',
        'Bei der SCHUFA eine kostenlose Selbstauskunft anfordern',
      ],
    },
    {
      title: 'Das erhalten Sie mit dem Identitätsdiebstahl-Check',
      text: 'Eine Recherche von Hand in öffentlichen Quellen, zusammengefasst in einem verständlichen Ergebnisbericht, den Sie weitergeben können.',
      items: [
        'Fundstellen Ihrer Fotos mit Link und Datum',
        'Hinweise auf kopierte oder nachgebaute Profile',
        'Eine Einschätzung und konkrete nächste Schritte',
        'Rechnung nach Minuten, Ergebnis meist in 24–48 Stunden',
        'Festpreis 39 € inkl. MwSt., kein Abo',
      ],
    },
  ],
  related: [
    {
      title: 'Fake-Profil-Check',
      slug: 'fake-profil-hub',
      description:
        'Sie haben ein verdächtiges Profil entdeckt? Hier lesen Sie, wie wir einzelne Profile auf Echtheit prüfen und woran Sie Fälschungen erkennen.',
    },
    {
      title: 'Bildanalyse',
      slug: 'fake-profile-bilder-hub',
      description:
        'Wenn vor allem Ihre Fotos kopiert wurden: wie die Bildrückwärtssuche funktioniert und wo gestohlene Bilder häufig wieder auftauchen.',
    },
    {
      title: 'Social-Media-Check',
      slug: 'fake-profil-facebook-herausfinden',
      description:
        'Ein Facebook- oder Instagram-Konto gibt sich als Sie aus? So gehen Sie dagegen vor, und so prüfen wir Profile in sozialen Netzwerken.',
    },
    {
      title: 'Was tun bei Identitätsdiebstahl?',
      slug: 'was-tun-bei-identitatsdiebstahl',
      description:
        'Die Anleitung für die ersten Tage: Beweise sichern, Konten schützen, Anzeige erstatten, Bank und Auskunfteien informieren.',
    },
  ],
};
