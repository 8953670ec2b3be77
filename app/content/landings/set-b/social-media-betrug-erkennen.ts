import type { LandingConfig } from '../../types.ts';

export const socialMediaBetrugErkennen: LandingConfig = {
  slug: 'social-media-betrug-erkennen',
  category: 'social-media',
  service: 'social-media-fraud-detection',
  seo: {
    title: 'Social-Media-Betrug erkennen: die häufigsten Maschen',
    description:
      'Fake-Shops, Krypto-Anlagen, falsche Gewinnspiele und gekaperte Konten: So erkennen Sie Betrug auf Instagram, Facebook und TikTok und handeln richtig.',
    keywords: [
      'Social-Media-Betrug erkennen',
      'Fake-Shop Instagram',
      'Krypto-Betrug',
      'falsches Gewinnspiel',
      'Konto gehackt',
      'Anlagebetrug soziale Netzwerke',
    ],
  },
  hero: {
    title: 'Social-Media-Betrug erkennen, bevor Geld verloren geht',
    subtitle:
      'Ob Schnäppchen-Shop, Krypto-Tipp, Gewinnspiel oder eine Nachricht vom gekaperten Konto einer Freundin: Wir prüfen das Profil dahinter von Hand.',
    guarantee: 'Ohne Treffer bekommen Sie die nächste Prüfung geschenkt.',
    buttonText: 'Verdächtiges Profil prüfen',
  },
  article: {
    title: 'Die häufigsten Betrugsmaschen in sozialen Netzwerken',
    subtitle: 'Was hinter Fake-Shops, Anlagetipps, Gewinnspielen und übernommenen Konten steckt',
    text: `Betrug in sozialen Netzwerken hat viele Gesichter. Sehr verbreitet sind Fake-Shops, die über Werbeanzeigen auf Instagram oder Facebook auftauchen: Markenkleidung, Gartenmöbel oder Elektronik zu auffällig niedrigen Preisen, oft mit dem Hinweis auf eine Geschäftsaufgabe. Bezahlt wird im Voraus, die Ware kommt nie oder ist wertlos. Achten Sie auf ein fehlendes oder lückenhaftes Impressum, sehr junge Internetadressen, Vorkasse als einzige Zahlungsart und Bewertungen, die es nur auf der Seite selbst gibt.

Besonders hohe Schäden entstehen bei Anlage- und Kryptobetrug. Ein angeblicher Finanzcoach, oft mit Luxusbildern und Tausenden Followern, verspricht hohe Renditen und lädt Sie in eine Telegram- oder WhatsApp-Gruppe ein. Dort jubeln angebliche Mitglieder über ihre Gewinne. Auf einer Handelsplattform sehen Sie Ihr Geld scheinbar wachsen, doch auszahlen lässt es sich nie. Häufig beginnt diese Masche als Liebesbetrug, also Romance-Scam: Erst entsteht eine Online-Beziehung, dann zeigt die neue Bekanntschaft, wie sie selbst mit Kryptowährung reich geworden sein will.

Falsche Gewinnspiele kopieren bekannte Marken oder Prominente: Sie hätten gewonnen und müssten nur Versandkosten zahlen oder Ihre Kartendaten eingeben. Eine weitere Masche ist die Kontoübernahme. Sie erhalten scheinbar von einer Freundin die Nachricht, Sie sollten ihr einen Code weiterleiten, der gleich per SMS kommt. Tatsächlich ist es der Code, mit dem Ihr eigenes Konto übernommen wird. Anschließend schreiben die Täter in Ihrem Namen Ihre Kontakte an, bieten Krypto-Gewinne an oder bitten um Geld.

Vieles lässt sich selbst prüfen: Geben Sie den Shopnamen zusammen mit „Erfahrungen“ oder „Betrug“ in eine Suchmaschine ein, nutzen Sie den Fakeshop-Finder der Verbraucherzentrale und fragen Sie bei Nachrichten von Freunden telefonisch nach. Bleiben Zweifel an einem Profil, prüfen unsere Spezialistinnen und Spezialisten es von Hand: Sie verfolgen, seit wann es besteht, ob Bilder und Texte von anderen kopiert wurden und ob Name, Firma oder Versprechen zu bekannten Betrugsmustern passen. Der Festpreis liegt bei 39 € inkl. MwSt. pro Person.

Wenn Sie betroffen sind, handeln Sie schnell. Haben Sie per Überweisung oder Lastschrift gezahlt, bitten Sie Ihre Bank umgehend, das Geld zurückzuholen, soweit das noch möglich ist; bei PayPal oder Kreditkarte melden Sie den Fall dem jeweiligen Anbieter. Zahlen Sie keine „Auszahlungsgebühren“ an eine Handelsplattform. Ändern Sie nach einer Kontoübernahme Ihr Passwort, aktivieren Sie die Anmeldung in zwei Schritten (Zwei-Faktor-Authentifizierung) und warnen Sie Ihre Kontakte. Sichern Sie alle Beweise, melden Sie den Betrug der jeweiligen Plattform und stellen Sie eine Strafanzeige, auf Wunsch auch online bei der Polizei Ihres Bundeslandes.`,
  },
  categories: [
    {
      title: 'Verbreitete Maschen im Überblick',
      items: [
        'Fake-Shops mit Lockpreisen und Vorkasse',
        'Krypto- und Anlagebetrug mit Fantasierenditen',
        'Falsche Gewinnspiele im Namen bekannter Marken',
        'Übernommene Konten, die Ihre Kontakte anschreiben',
      ],
    },
    {
      title: 'Was wir für Sie prüfen',
      items: [
        'Alter und Verlauf des verdächtigen Profils',
        'Kopierte Bilder, Texte und Bewertungen',
        'Angaben zu Person oder Firma in öffentlichen Quellen',
        'Übereinstimmung mit bekannten Betrugsmustern',
      ],
    },
    {
      title: 'Sofortmaßnahmen im Ernstfall',
      items: [
        'Bank oder Zahlungsdienst sofort informieren',
        'Passwort ändern, Zwei-Faktor-Schutz aktivieren',
        'Bildschirmfotos und Belege sichern',
        'Profil melden und Anzeige erstatten',
      ],
    },
  ],
  warning: {
    title: 'Alarmzeichen für Betrug in sozialen Netzwerken',
    description:
      'Betrüger setzen auf Zeitdruck und die Hoffnung auf ein gutes Geschäft. Halten Sie kurz inne, wenn Ihnen eines dieser Zeichen begegnet.',
    left: {
      title: 'Bei Angeboten',
      items: [
        'Preise weit unter dem üblichen Marktwert',
        'Garantierte Gewinne oder tägliche Renditen',
        'Gewinn nur gegen eine kleine Gebühr',
        'Nur Vorkasse oder Zahlung in Kryptowährung',
      ],
    },
    right: {
      title: 'Bei Nachrichten',
      items: [
        'Ein Freund bittet plötzlich um einen SMS-Code',
        'Link zu einer angeblichen Anmeldeseite',
        'Einladung in eine private Anlagegruppe',
        'Druck: Das Angebot gelte nur noch heute',
      ],
    },
  },
};
