import type { LandingConfig } from '../../types.ts';

export const datingBetrugerErkennen: LandingConfig = {
  slug: 'dating-betruger-erkennen',
  category: 'dating-app',
  seo: {
    title: 'Dating-Betrüger erkennen: Maschen, Signale, Hilfe',
    description:
      'Liebesbetrug, Erpressung nach Videochats, Konto als Durchgangsstation: So erkennen Sie Betrüger beim Online-Dating und was Sie jetzt konkret tun können.',
    keywords: [
      'dating betrüger erkennen',
      'dating betrug',
      'online dating betrüger',
      'liebesbetrug erkennen',
      'erpressung videochat dating',
      'finanzagent dating betrug',
    ],
  },
  hero: {
    title: 'Dating-Betrüger erkennen: die häufigsten Maschen im Überblick',
    subtitle:
      'Nicht jeder Betrug beim Online-Dating sieht gleich aus. Manche Täter wollen Geld, andere Ihre Daten oder Ihr Bankkonto – hier lesen Sie, wie die Maschen ablaufen und woran Sie sie erkennen.',
    guarantee: 'Festpreis ohne Abo; ohne Treffer prüfen wir das nächste Mal kostenlos.',
    buttonText: 'Verdacht prüfen lassen',
  },
  service: 'dating-fraud-detection',
  article: {
    title: 'So arbeiten Dating-Betrüger und so kommen Sie ihnen auf die Spur',
    subtitle: 'Vier Maschen, ihre typischen Signale und Ihre nächsten Schritte',
    text: `Betrug beim Online-Dating hat viele Gesichter. Am bekanntesten ist der Romance-Scam, auf Deutsch Liebesbetrug: Jemand spielt über Wochen eine Beziehung vor und bittet dann um Geld. Daneben gibt es Erpressung nach intimen Videochats, die Bitte, Geld über Ihr Konto oder Pakete über Ihre Adresse weiterzuleiten, und Kontakte, die nur Ihre Ausweisdaten wollen, um damit Verträge abzuschließen. Allen gemeinsam ist, dass zuerst Vertrauen entsteht. Deshalb fällt es so schwer, den Betrug zu sehen. Wer darauf hereinfällt, ist nicht leichtgläubig, sondern wurde von Profis getäuscht.\n\nBei der Erpressung mit intimen Aufnahmen geht es oft sehr schnell. Ein attraktiver Kontakt schlägt einen Videochat vor und wird bald freizügig. Kurz danach kommt eine Nachricht mit einem Mitschnitt und der Drohung, ihn an Ihre Freunde oder Ihren Arbeitgeber zu schicken. Zahlen Sie nicht. Wer einmal zahlt, bekommt meist neue Forderungen. Brechen Sie den Kontakt ab, sichern Sie die Nachrichten und erstatten Sie Anzeige. Ähnlich vorsichtig sollten Sie sein, wenn jemand eine Kopie Ihres Personalausweises oder ein Foto von Ihnen mit dem Ausweis in der Hand verlangt.\n\nWeniger bekannt ist die Masche mit dem eigenen Konto. Ihr Kontakt bittet Sie, eine Überweisung entgegenzunehmen und weiterzuleiten, weil sein Konto angeblich gesperrt ist. Oder Sie sollen Pakete annehmen und ins Ausland weiterschicken. Dahinter steckt oft Geld oder Ware aus anderen Betrugsfällen. Wer so etwas mitmacht, kann selbst ins Visier von Ermittlungen geraten, auch ohne böse Absicht. Dieser Hinweis ersetzt keine Rechtsberatung, er beschreibt nur die allgemeine Lage. Lehnen Sie solche Bitten ab, auch wenn sie freundlich klingen und Ihnen eine Belohnung in Aussicht gestellt wird.\n\nEinige Signale gelten für fast alle Maschen. Der Kontakt ist sehr schnell sehr vertraut, meidet aber jedes Treffen und jeden Videoanruf. Geschichten enthalten Widersprüche, etwa beim Alter der Kinder oder beim Arbeitsort. Irgendwann geht es um Geld, Daten oder einen Gefallen, der Ihnen seltsam vorkommt. Prüfen Sie die Profilfotos mit einer Bildrückwärtssuche und suchen Sie nach dem Namen, ergänzt um Stichworte wie „Betrug“ oder „Warnung“. Schreiben Sie auf, was Ihr Kontakt über sich erzählt, und vergleichen Sie es nach ein paar Tagen mit neuen Aussagen.\n\nUnsere Spezialistinnen und Spezialisten kennen die Muster, nach denen Betrüger ihre Profile aufbauen. Bei Ihrem Auftrag suchen sie von Hand nach identischen und bearbeiteten Kopien der Fotos sowie nach Benutzernamen, E-Mail-Adressen und Telefonnummern in öffentlichen Quellen und prüfen, ob die Geschichte Ihres Kontakts zu dem passt, was sich finden lässt. Sie erhalten eine nachvollziehbare Einschätzung, aber keine Garantie. Was Sie schon jetzt tun können: keine Zahlungen, keine Dokumente, Chats sichern, das Profil melden. Ist bereits ein Schaden entstanden, wenden Sie sich an Polizei und Bank.`,
  },
  categories: [
    {
      title: 'Vier Maschen, die Sie kennen sollten',
      items: [
        'Liebesbetrug mit erfundener Notlage',
        'Erpressung nach intimen Videochats',
        'Missbrauch Ihres Kontos als Durchgangsstation',
        'Datendiebstahl über Ausweiskopien',
      ],
    },
    {
      title: 'Signale, die fast immer auftauchen',
      items: [
        'Große Vertrautheit nach kurzer Zeit',
        'Kein Treffen und kein Videoanruf',
        'Widersprüche in der Lebensgeschichte',
        'Bitten um Geld, Daten oder Gefallen',
      ],
    },
    {
      title: 'Was wir für Sie recherchieren',
      items: [
        'Herkunft der Profilfotos',
        'Spuren von Benutzernamen und E-Mail-Adressen',
        'Öffentliche Hinweise zur Telefonnummer',
        'Stimmigkeit von Beruf, Wohnort und Lebenslauf',
      ],
    },
  ],
  warning: {
    title: 'So verraten sich Dating-Betrüger',
    description:
      'Betrüger passen ihre Geschichten an jedes Opfer an. Ihr Vorgehen folgt aber wiederkehrenden Mustern, die sich zu Beginn und im späteren Verlauf des Kontakts zeigen.',
    left: {
      title: 'Frühe Anzeichen',
      items: [
        'Sie werden auffallend oft und überschwänglich gelobt',
        'Antworten wirken wie vorgefertigte Textbausteine',
        'Fragen nach Ihrem Vermögen oder Ihrer Wohnsituation',
        'Drängen in einen anderen Messenger',
      ],
    },
    right: {
      title: 'Späte Anzeichen',
      items: [
        'Eine plötzliche Notlage, die keinen Aufschub duldet',
        'Drohungen oder Schuldgefühle, wenn Sie zögern',
        'Bitte, Geld oder Pakete weiterzuleiten',
        'Forderung nach Ausweis oder Kontozugang',
      ],
    },
  },
};
