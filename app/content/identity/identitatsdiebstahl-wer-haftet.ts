import type { LandingConfig } from '../types.ts';

export const identitatsdiebstahlWerHaftet: LandingConfig = {
  slug: 'identitatsdiebstahl-wer-haftet',
  service: 'identitatsdiebstahl-haftung-analyse',
  category: 'identity-theft',
  seo: {
    title: 'Identitätsdiebstahl: Wer haftet für fremde Bestellungen?',
    description:
      'Rechnung für eine Bestellung, die Sie nie aufgegeben haben? Was grundsätzlich gilt, wie Sie widersprechen und wo Sie Rat finden. Keine Rechtsberatung.',
    keywords: [
      'Identitätsdiebstahl wer haftet',
      'Bestellung in meinem Namen',
      'Rechnung nicht bestellt',
      'Inkasso Identitätsdiebstahl',
      'Mahnbescheid Widerspruch',
      'Verbraucherzentrale Identitätsdiebstahl',
    ],
  },
  hero: {
    title: 'Wer haftet, wenn Fremde in Ihrem Namen bestellen?',
    subtitle:
      'Rechnungen, Mahnungen, Inkassobriefe: was grundsätzlich gilt, wie Sie reagieren und wann Sie sich beraten lassen sollten. Allgemeine Information, keine Rechtsberatung.',
    guarantee: 'Keine Treffer, kein Geld zurück – aber die nächste Prüfung kostet nichts.',
    buttonText: 'Fremde Profile prüfen lassen',
  },
  article: {
    title: 'Haftung bei Bestellungen durch Fremde',
    subtitle: 'Was grundsätzlich gilt und wie Sie Forderungen richtig begegnen',
    text: 'Eine Rechnung über Hunderte Euro für Ware, die Sie nie gesehen haben, ist ein Schock. Vorweg eine Beruhigung in allgemeiner Form: Ein Vertrag kommt grundsätzlich nur zustande, wenn Sie selbst ihn geschlossen oder jemanden dazu berechtigt haben. Hat ein Fremder ohne Ihr Wissen Ihren Namen benutzt, sind Sie an diese Bestellung in der Regel nicht gebunden. Der Händler weiß das zunächst aber nicht. Deshalb ist es wichtig, dass Sie ihm rasch und nachvollziehbar erklären, was passiert ist.\n\nSchwieriger wird es, wenn Ihr eigenes Kundenkonto mit Ihrem Passwort benutzt wurde oder wenn Sie Zugangsdaten weitergegeben hatten, etwa an Familienmitglieder. Dann kann es auf Einzelheiten ankommen, zum Beispiel darauf, wie die Daten in fremde Hände gelangt sind und was der Händler daraus schließen durfte. Pauschale Antworten gibt es hier nicht. Lassen Sie sich in solchen Fällen beraten, etwa bei einer Verbraucherzentrale oder bei einer Anwältin oder einem Anwalt. Manchmal übernimmt eine Rechtsschutzversicherung die Kosten.\n\nSo reagieren Sie auf eine Forderung: Schreiben Sie dem Händler oder dem Inkassobüro, dass Sie die Bestellung nicht aufgegeben haben, und widersprechen Sie der Forderung. Nennen Sie das Aktenzeichen Ihrer Anzeige und bitten Sie um Angaben zu Lieferadresse, Bestelldatum und verwendeter E-Mail-Adresse. Verschicken Sie den Brief so, dass Sie den Zugang belegen können, zum Beispiel per Einschreiben. Zahlen Sie nicht vorschnell, damit endlich Ruhe ist, und unterschreiben Sie keine Ratenvereinbarung.\n\nBesonders ernst nehmen sollten Sie einen gerichtlichen Mahnbescheid. Er wird förmlich zugestellt, meist in einem gelben Umschlag, und das Gericht prüft dabei nicht, ob die Forderung berechtigt ist. Widersprechen Sie nicht innerhalb der genannten Frist, kann daraus ein Vollstreckungsbescheid werden, mit dem der Gläubiger pfänden lassen kann. Legen Sie deshalb rechtzeitig Widerspruch ein; das Formular dafür liegt dem Schreiben bei. Ein Brief vom Inkassobüro ist dagegen kein Schreiben eines Gerichts, sollte aber ebenfalls beantwortet werden.\n\nBei Abbuchungen von Ihrem Konto gilt: Melden Sie jede Zahlung, die Sie nicht veranlasst haben, sofort Ihrer Bank. Lastschriften, denen Sie nie zugestimmt haben, lassen sich in der Regel zurückbuchen, und für nicht autorisierte Zahlungen gibt es Erstattungsregeln. Wie weit diese reichen, kann davon abhängen, wie mit PIN und Passwörtern umgegangen wurde. Wir beurteilen keine Haftungsfragen und holen kein Geld zurück. Diese Seite ist eine allgemeine Information, keine Rechtsberatung.\n\nUnterstützen können wir Sie beim Blick auf öffentliche Spuren. Manchmal nutzen Täter neben Bestellungen auch Profile, in denen Ihr Name, Ihr Foto oder Ihr Wohnort auftaucht. Unser Team prüft manuell, ob solche Profile oder Kopien Ihrer Bilder öffentlich auffindbar sind, und belegt jeden Treffer mit Link und Datum. Den Link zu Ihrem Ergebnisbericht erhalten Sie per E-Mail, gewöhnlich binnen 24–48 Stunden; der Preis liegt fest bei 39 € inkl. MwSt.',
  },
  categories: [
    {
      title: 'Wenn eine Rechnung kommt',
      items: [
        'Den Händler schriftlich informieren und widersprechen',
        'Bestelldaten und Lieferadresse erfragen',
        'Anzeige erstatten und das Aktenzeichen mitteilen',
        'Nichts bezahlen, solange der Fall ungeklärt ist',
      ],
    },
    {
      title: 'Wenn ein Inkassobüro schreibt',
      items: [
        'Die Forderung schriftlich bestreiten',
        'Keine Ratenzahlung und kein Schuldanerkenntnis unterschreiben',
        'Eine Kopie Ihrer Anzeige beilegen',
        'Die Verbraucherzentrale um eine Einschätzung bitten',
      ],
    },
    {
      title: 'Wenn Geld vom Konto abgeht',
      items: [
        'Ihre Bank sofort informieren',
        'Karte über den Sperr-Notruf 116 116 sperren lassen',
        'Lastschriften ohne Zustimmung zurückbuchen lassen',
        'Kontoauszüge der letzten Monate durchsehen',
      ],
    },
  ],
  warning: {
    title: 'Schreiben mit Frist nicht liegen lassen',
    description:
      'Auch wenn Sie sicher sind, nichts bestellt zu haben: Manche Schreiben verlangen eine Antwort innerhalb einer Frist. Schweigen kann dort Nachteile bringen.',
    left: {
      title: 'Diese Post hat Fristen',
      items: [
        'Gerichtlicher Mahnbescheid im gelben Umschlag',
        'Vollstreckungsbescheid',
        'Schreiben eines Gerichtsvollziehers',
        'Vorladung oder Anhörungsbogen der Polizei',
      ],
    },
    right: {
      title: 'So schützen Sie sich',
      items: [
        'Zustellungsdatum auf dem Umschlag notieren',
        'Widerspruch fristgerecht absenden',
        'Kopien aller Schreiben aufbewahren',
        'Früh Rat bei Verbraucherzentrale oder Anwalt holen',
      ],
    },
  },
};
