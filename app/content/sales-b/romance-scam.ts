import type { SalesPage } from '../types.ts';

// /romance-scam
export const romanceScam: SalesPage = {
  slug: 'romance-scam',
  service: 'romance-scam',
  serviceKey: 'romance-scam',
  navTitle: 'Romance-Scam',
  seo: {
    title: 'Romance-Scam: Hilfe und erste Schritte bei Liebesbetrug',
    description:
      'Verdacht auf Romance-Scam? Warnsignale mit Einstufung, was Sie jetzt tun sollten und wer Ihnen hilft – ohne Vorwürfe. Dazu eine Prüfung des Kontakts für 39 €.',
    keywords: [
      'Romance-Scam',
      'Liebesbetrug',
      'Liebesbetrug was tun',
      'Romance-Scam Hilfe',
      'Liebesbetrug Anzeige',
      'Liebesbetrug Warnsignale',
      'Krypto Liebesbetrug',
    ],
  },
  hero: {
    eyebrow: 'Hilfe bei Romance-Scam',
    title: 'Romance-Scam: Was Sie jetzt tun können',
    subtitle:
      'Sie fragen sich, ob die Beziehung, die Ihnen so viel bedeutet, echt ist? Damit sind Sie nicht allein, und Sie haben nichts falsch gemacht. Hier finden Sie klare nächste Schritte und auf Wunsch eine sorgfältige Prüfung des Kontakts.',
    buttonText: 'Verdacht jetzt prüfen lassen',
  },
  sections: [
    {
      heading: 'Was Romance-Scam ist und warum er so gut funktioniert',
      paragraphs: [
        'Romance-Scam, auf Deutsch Liebesbetrug, ist eine Masche, bei der jemand über das Internet eine Liebesbeziehung aufbaut, um sein Gegenüber später um Geld zu bringen. Der erste Kontakt entsteht über Dating-Apps, soziale Netzwerke, Online-Spiele oder scheinbar zufällige Nachrichten. Über Wochen oder Monate wächst eine enge Bindung. Erst dann kommen Bitten um Geld, meist verpackt in eine dramatische Notlage oder eine verlockende Geldanlage.',
        'Die Masche wirkt, weil sie an etwas zutiefst Menschliches anknüpft: den Wunsch nach Nähe, Anerkennung und jemandem, der zuhört. Die Täter nehmen sich viel Zeit, sind ständig erreichbar und sagen genau das, was man sich lange gewünscht hat. Betroffen sind Frauen und Männer jeden Alters und jedes Bildungsstands, darunter viele Menschen nach einer Trennung oder dem Tod ihres Partners.',
      ],
    },
    {
      heading: 'Sie tragen keine Schuld',
      paragraphs: [
        'Viele Betroffene schämen sich und sprechen mit niemandem darüber. Manche machen sich bittere Vorwürfe, weil sie die Zeichen nicht früher gesehen haben. Bitte seien Sie nachsichtig mit sich. Die Täter gehen professionell vor, oft als organisierte Gruppe, mit erprobten Texten und gezielter psychologischer Beeinflussung. Dass Sie vertraut haben, spricht für Sie als Mensch und nicht gegen Sie.',
        'Es ist völlig normal, wenn Sie hin- und hergerissen sind. Ein Teil von Ihnen ahnt den Betrug, ein anderer hofft, dass doch alles stimmt. Dieser Zwiespalt tut weh, denn mit dem Verdacht steht eine Beziehung infrage, die Ihnen viel gegeben hat. Sprechen Sie mit einem Menschen, dem Sie vertrauen. Auch Beratungsstellen und der Weisse Ring hören Ihnen zu, ohne zu urteilen.',
      ],
    },
    {
      heading: 'So läuft die Masche in der Regel ab',
      paragraphs: [
        'Meist lassen sich drei Phasen unterscheiden. In der ersten baut die Person Vertrauen auf: täglicher Kontakt, viel Verständnis, rasche Liebesbekundungen. In der zweiten wird die Beziehung verbindlich gemacht, etwa durch Pläne für ein Treffen, eine Hochzeit oder ein gemeinsames Zuhause. In der dritten Phase kommt die Notlage. Ein Unfall, eine Festnahme, ein blockiertes Erbe oder Gebühren am Flughafen verhindern das erste Treffen, und nur Ihr Geld kann angeblich helfen.',
        'Eine zweite, immer häufigere Variante kommt ganz ohne Notlage aus. Die Person erzählt von Gewinnen mit Kryptowährung oder Devisenhandel und bietet an, Ihnen alles zu zeigen. Sie werden auf eine professionell wirkende Handelsplattform gelotst, auf der Ihr Guthaben scheinbar wächst. Auszahlen lässt es sich aber nie, stattdessen werden Steuern oder Freischaltgebühren verlangt. In Wahrheit ist das Geld längst bei den Tätern.',
      ],
    },
    {
      heading: 'Wenn Sie bereits Geld überwiesen haben',
      paragraphs: [
        'Handeln Sie zügig, aber ohne Panik. Rufen Sie Ihre Bank an und schildern Sie offen, dass Sie Opfer eines Betrugs geworden sind. Je nach Zahlungsweg lässt sich eine Überweisung manchmal noch aufhalten oder eine Kartenzahlung beanstanden, eine Garantie dafür gibt es allerdings nicht. Leisten Sie keine weiteren Zahlungen, auch wenn die Person drängt, droht oder eine allerletzte Gebühr verspricht, nach der alles zurückfließen soll.',
        'Erstatten Sie Anzeige bei der Polizei, vor Ort oder über die Onlinewache Ihres Bundeslandes. Bringen Sie Chatverläufe, Kontoauszüge, Zahlungsbelege, Fotos sowie alle genannten Namen, Rufnummern und Bankverbindungen mit. Liebesbetrug kann als Betrug nach § 263 StGB strafbar sein. Diese Hinweise sind allgemeine Informationen und keine Rechtsberatung. Für Ihre persönliche Lage wenden Sie sich bitte an die Polizei, eine Verbraucherzentrale oder eine Anwaltskanzlei.',
      ],
    },
    {
      heading: 'Vorsicht vor einem zweiten Betrug',
      paragraphs: [
        'Wer einmal gezahlt hat, landet bei den Tätern oft auf einer Liste. Wochen später melden sich angebliche Anwälte, Behörden, Interpol-Mitarbeiter oder Firmen, die versprechen, das verlorene Geld zurückzuholen, gegen eine Gebühr im Voraus. Auch das ist Betrug. Die Polizei verlangt kein Geld dafür, Ihre Anzeige zu bearbeiten, und niemand kann Ihnen die Rückzahlung verlorener Beträge garantieren.',
        'Bleiben Sie auch wachsam, wenn plötzlich ein neuer Kontakt mit einer ähnlichen Geschichte auftaucht oder der bisherige unter anderem Namen zurückkehrt. Das kommt leider häufig vor. Geben Sie keine Ausweiskopien, Zugänge zum Onlinebanking oder Fernzugriff auf Ihren Computer heraus. Auch wir versprechen Ihnen nicht, Geld zurückzuholen: Unsere Aufgabe ist allein, zu prüfen, ob ein Profil und die Angaben dahinter echt sind.',
      ],
    },
    {
      heading: 'Wie eine Prüfung Ihnen Klarheit geben kann',
      paragraphs: [
        'Manchmal hilft ein Blick von außen, bevor Sie eine schwere Entscheidung treffen. Bei einem Profil-Check recherchieren unsere Spezialistinnen und Spezialisten von Hand: Sie suchen per Bildrückwärtssuche nach identischen und bearbeiteten Kopien der Fotos, prüfen Namen, Rufnummern und Profile auf Warnungen anderer Betroffener und vergleichen die erzählte Lebensgeschichte mit öffentlich nachprüfbaren Angaben. Den Link zu Ihrem Ergebnisbericht erhalten Sie per E-Mail, meist innerhalb von 24–48 Stunden.',
        'Das Ergebnis kann Ihnen helfen, sich selbst ein klareres Bild zu machen, Angehörigen die Lage zu erklären und der Polizei geordnete Hinweise zu geben. Eine absolute Sicherheit kann niemand versprechen, auch wir nicht. Die Prüfung kostet einmalig 39 € inkl. MwSt. für eine Person, ohne Abonnement. Bleibt die Prüfung ohne Treffer, gibt es zwar keine Erstattung, Ihre nächste Prüfung ist dann aber kostenlos.',
      ],
    },
  ],
  selfCheck: {
    title: 'Fragen, die Ihnen Klarheit geben',
    intro:
      'Nehmen Sie sich einen ruhigen Moment und beantworten Sie diese Fragen ehrlich für sich. Niemand sonst muss die Antworten kennen.',
    items: [
      'Haben Sie die Person jemals live im Video gesehen, nicht nur auf Fotos oder in kurzen Clips?',
      'Hat die Person Sie um Geld, Gutscheinkarten oder Kryptowährung gebeten?',
      'Sollen Sie Pakete weiterleiten oder Geld für jemand anderen annehmen und weiterüberweisen? Damit könnten Sie selbst in Schwierigkeiten geraten.',
      'Wurde Ihnen eine Geldanlage empfohlen, deren Gewinne sich nicht auszahlen lassen?',
      'Findet die Bildrückwärtssuche die Fotos der Person unter anderen Namen?',
      'Sollen Sie die Beziehung oder die Zahlungen vor Familie und Freunden geheim halten?',
      'Platzt ein geplantes Treffen immer wieder kurz vorher wegen eines neuen Hindernisses?',
      'Reagiert die Person gekränkt oder drängend, sobald Sie zögern oder Fragen stellen?',
    ],
  },
  nextSteps: {
    title: 'Was Sie jetzt tun sollten',
    items: [
      'Leisten Sie keine weiteren Zahlungen, ganz gleich, was versprochen oder angedroht wird.',
      'Rufen Sie Ihre Bank an, wenn Sie bereits Geld überwiesen oder Kartendaten weitergegeben haben.',
      'Sichern Sie Chats, Fotos, Zahlungsbelege und alle Kontaktdaten, bevor Sie den Kontakt abbrechen.',
      'Gehen Sie mit Ihren gesicherten Unterlagen zur Polizei oder nutzen Sie die Onlinewache für Ihre Anzeige.',
      'Melden und blockieren Sie das Profil auf der Plattform und antworten Sie nicht auf neue Kontaktversuche.',
      'Holen Sie sich Unterstützung bei Angehörigen, einer Beratungsstelle oder dem Weissen Ring.',
    ],
  },
  scamPatterns: [
    {
      title: 'Geldforderung wegen eines Notfalls',
      severity: 'KRITISCH',
      description:
        'Die Person braucht plötzlich Geld für eine Operation, eine Kaution, Zollgebühren oder einen Rückflug. Die Lage klingt dramatisch, und es soll sofort gehen.',
      advice:
        'Zahlen Sie nichts und besprechen Sie die Bitte mit einem Menschen Ihres Vertrauens, bevor Sie irgendetwas entscheiden.',
    },
    {
      title: 'Einladung zu einer Krypto-Geldanlage',
      severity: 'KRITISCH',
      description:
        'Sie sollen über eine Plattform, die Ihnen die Person empfiehlt, in Kryptowährung oder Devisen investieren. Das Guthaben wächst dort scheinbar, lässt sich aber nie auszahlen.',
      advice:
        'Zahlen Sie nichts mehr ein, auch keine angeblichen Steuern oder Freischaltgebühren, und informieren Sie Ihre Bank.',
    },
    {
      title: 'Bitte um Ausweiskopien oder intime Fotos',
      severity: 'KRITISCH',
      description:
        'Mit Ausweiskopien eröffnen Täter Konten oder schließen Verträge in Ihrem Namen ab. Intime Bilder werden später häufig zur Erpressung genutzt.',
      advice:
        'Senden Sie solche Dokumente oder Bilder nicht, und sprechen Sie mit der Polizei, falls Sie sie schon verschickt haben.',
    },
    {
      title: 'Kein Videoanruf, nie ein Treffen',
      severity: 'HOCH',
      description:
        'Die Kamera ist kaputt, das Netz zu schwach, der Einsatz geheim. Auch nach Wochen gibt es kein einziges Gespräch, bei dem Sie die Person live sehen.',
      advice:
        'Bestehen Sie freundlich auf einem kurzen Videoanruf und werten Sie ständige Ausreden als ernstes Warnsignal.',
    },
    {
      title: 'Schneller Wechsel zu WhatsApp oder Telegram',
      severity: 'HOCH',
      description:
        'Schon nach wenigen Nachrichten soll das Gespräch die Plattform verlassen. Dort greifen keine Meldesysteme mehr, und das ursprüngliche Profil verschwindet oft kurz darauf.',
      advice: 'Machen Sie Bildschirmfotos vom ursprünglichen Profil, solange es noch zu sehen ist.',
    },
    {
      title: 'Überwältigende Liebesbekundungen',
      severity: 'MITTEL',
      description:
        'Nach wenigen Tagen ist von Seelenverwandtschaft, Heirat und gemeinsamer Zukunft die Rede. Diese Flut an Zuneigung soll schnell eine starke Bindung erzeugen.',
      advice: 'Lassen Sie sich Zeit und beobachten Sie, ob Worte und Taten auf Dauer zusammenpassen.',
    },
    {
      title: 'Widersprüche in der Geschichte',
      severity: 'MITTEL',
      description:
        'Alter, Herkunft, Beruf oder Familienverhältnisse ändern sich mit der Zeit, oder Antworten passen nicht zu dem, was Sie gefragt haben.',
      advice: 'Notieren Sie Widersprüche mit Datum und sprechen Sie die Person sachlich darauf an.',
    },
    {
      title: 'Ein zu perfektes Profil',
      severity: 'MITTEL',
      description:
        'Die Fotos wirken wie aus einem Katalog, der Beruf ist angesehen, der Charakter makellos. Schnappschüsse aus dem Alltag fehlen völlig.',
      advice: 'Prüfen Sie die Fotos per Bildrückwärtssuche auf identische Treffer unter fremden Namen.',
    },
  ],
  emergency: {
    buttonText: 'Soforthilfe bei Betrug',
    title: 'Gerade gezahlt oder unter Druck gesetzt?',
    text: 'Stoppen Sie alle weiteren Zahlungen und rufen Sie sofort Ihre Bank an, damit sie prüfen kann, ob sich eine Überweisung noch aufhalten lässt. Wenden Sie sich an die Polizei, bei Erpressung oder akuter Bedrohung über den Notruf. Beim Weissen Ring finden Betroffene kostenlos ein offenes Ohr und Unterstützung.',
  },
};
