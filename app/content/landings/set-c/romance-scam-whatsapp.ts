import type { LandingConfig } from '../../types.ts';

export const romanceScamWhatsapp: LandingConfig = {
  slug: 'romance-scam-whatsapp',
  category: 'romance-scam',
  seo: {
    title: 'Romance-Scam auf WhatsApp: erkennen und Beweise sichern',
    description:
      'Ausländische Nummer, keine Sprachnachrichten, gelöschte Chats: So läuft Liebesbetrug auf WhatsApp ab – und diese Beweise sollten Sie jetzt sichern.',
    keywords: [
      'romance scam whatsapp',
      'liebesbetrug whatsapp',
      'whatsapp betrug liebe',
      'whatsapp chat exportieren beweis',
      'ausländische nummer whatsapp',
      'whatsapp nummer prüfen',
    ],
  },
  hero: {
    title: 'Romance-Scam auf WhatsApp erkennen, bevor es teuer wird',
    subtitle:
      'Viele Betrüger lotsen ihre Opfer schnell von der Dating-App zu WhatsApp. Wir zeigen, an welchen Signalen Sie Betrug dort erkennen und wie Sie den Verlauf als Beweis sichern.',
    guarantee: 'Ohne Treffer ist Ihr nächster Auftrag kostenlos.',
    buttonText: 'WhatsApp-Kontakt prüfen lassen',
  },
  service: 'whatsapp-romance-scam',
  article: {
    title: 'Liebesbetrug über WhatsApp: Signale erkennen, Beweise sichern',
    subtitle: 'Warum Betrüger den Messenger bevorzugen und was Sie jetzt speichern sollten',
    text: 'Romance-Scam, also Liebesbetrug mit vorgetäuschten Gefühlen, beginnt oft auf einer Dating-Plattform oder in sozialen Netzwerken. Doch kaum ist der erste Kontakt hergestellt, kommt die Bitte: „Lass uns auf WhatsApp schreiben, hier bin ich kaum online.“ Für Betrüger hat das Vorteile. Auf WhatsApp gibt es keine Moderation, die ein auffälliges Profil sperren könnte, und der Kontakt bleibt bestehen, auch wenn das Dating-Profil längst gelöscht ist. Zudem wirkt ein privater Messenger vertraulicher. Sie schreiben nun dort, wo sonst Familie und Freunde sind, und die Beziehung fühlt sich echter an.\n\nEin erster Hinweis ist die Telefonnummer. Beginnt sie mit einer Vorwahl wie +234 (Nigeria), +233 (Ghana) oder einer anderen, die nicht zur erzählten Geschichte passt, sollten Sie nachfragen. Auch Nummern aus Großbritannien oder den USA kommen häufig vor, weil sie zur Rolle des Soldaten oder Geschäftsmanns passen. Umgekehrt beweist eine deutsche Nummer wenig, denn auch solche Nummern werden über Dritte oder als virtuelle Nummern genutzt. Vergleichen Sie außerdem das WhatsApp-Profilbild mit den Bildern vom Dating-Profil. Wechselnde Fotos scheinbar derselben Person stammen oft von einem fremden Instagram-Konto.\n\nAuffällig ist auch, wie kommuniziert wird. Viele Betrüger vermeiden Sprachnachrichten oder schicken nur wenige, kurze Aufnahmen mit starkem Akzent oder viel Hintergrundlärm. Anrufe werden abgelehnt, Videoanrufe erst recht. Manche Täter schalten selbstlöschende Nachrichten ein oder löschen eigene Nachrichten „für alle“, sobald Sie darauf reagiert haben. Andere bitten Sie ausdrücklich, den Chat zu löschen, angeblich zum Schutz der Privatsphäre. Das ist ein ernstes Warnsignal: Wer ehrliche Absichten hat, muss keine Spuren verwischen. Löschen Sie deshalb nichts, auch wenn man Sie darum bittet.\n\nSichern Sie Beweise, bevor Sie den Kontakt blockieren. In WhatsApp speichern Sie einen Chat über dessen Menü mit „Chat exportieren“ als Datei, auf Wunsch mit Medien. Machen Sie zusätzlich Bildschirmfotos, auf denen Datum, Uhrzeit und die vollständige Nummer zu sehen sind. Notieren Sie die Nummer im internationalen Format, speichern Sie Profilbild und Infotext und bewahren Sie alle Zahlungsbelege, Kontonummern oder Krypto-Adressen auf, die Ihnen genannt wurden. Legen Sie alles an einem sicheren Ort ab, etwa auf einem USB-Stick. Diese Unterlagen helfen der Polizei bei Ihrer Anzeige.\n\nUnsere Spezialistinnen und Spezialisten können nicht in WhatsApp hineinsehen, denn die Nachrichten sind verschlüsselt und privat. Sie prüfen aber von Hand, was öffentlich auffindbar ist: ob die Nummer in Warnforen oder Betrugsmeldungen auftaucht, woher Profilbild und Fotos stammen und ob Name und Geschichte zu öffentlichen Spuren passen. Den Anschlussinhaber beim Telefonanbieter abzufragen, ist uns nicht möglich; solche Auskünfte bleiben Behörden vorbehalten. Nach der Sicherung melden Sie den Kontakt in WhatsApp über „Melden“ und blockieren ihn. Erstatten Sie Anzeige, wenn Geld geflossen ist, und informieren Sie Ihre Bank.',
  },
  categories: [
    {
      title: 'Verdächtige Merkmale der Nummer',
      items: [
        'Ausländische Vorwahl, die nicht zur Geschichte passt',
        'Profilbild weicht vom Dating-Profil ab',
        'Häufig wechselnde Nummern oder Zweitkonten',
        'Kein Infotext und keine gemeinsamen Kontakte',
      ],
    },
    {
      title: 'Auffälliges Verhalten im Chat',
      items: [
        'Sprachnachrichten und Anrufe werden gemieden',
        'Selbstlöschende Nachrichten sind eingeschaltet',
        'Nachrichten werden nachträglich „für alle“ gelöscht',
        'Sie sollen den Chatverlauf löschen',
      ],
    },
    {
      title: 'Diese Beweise sollten Sie sichern',
      items: [
        'Chatexport mit allen Medien',
        'Bildschirmfotos mit Datum, Uhrzeit und Nummer',
        'Profilbild und Infotext des Kontakts',
        'Zahlungsbelege, Kontonummern und Krypto-Adressen',
      ],
    },
  ],
  warning: {
    title: 'WhatsApp-Warnsignale bei Online-Bekanntschaften',
    description:
      'Der Wechsel zu WhatsApp allein beweist keinen Betrug. Kommen aber mehrere der folgenden Punkte zusammen, sollten Sie nichts mehr zahlen und alles sichern.',
    left: {
      title: 'Beim Wechsel in den Messenger',
      items: [
        'Drängen auf WhatsApp nach wenigen Nachrichten',
        'Dating-Profil verschwindet kurz nach dem Wechsel',
        'Vorwahl eines Landes, in dem die Person nicht lebt',
        'Neuer Name oder neue Fotos im Messenger',
      ],
    },
    right: {
      title: 'Im laufenden Chat',
      items: [
        'Nur Text, niemals die echte Stimme',
        'Gelöschte Nachrichten direkt nach Ihrer Antwort',
        'Wiederholte Bitten um Geheimhaltung',
        'Geldwunsch mit Link oder fremden Kontodaten',
      ],
    },
  },
};
