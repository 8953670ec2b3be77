import type { SalesPage } from '../types.ts';

// /dating-app-check
export const datingAppCheck: SalesPage = {
  slug: 'dating-app-check',
  service: 'dating-app',
  serviceKey: 'dating-app',
  navTitle: 'Dating-App-Check',
  seo: {
    title: 'Dating-App-Check: Match auf Tinder & Co. prüfen lassen',
    description:
      'Ihr Match auf Tinder, Bumble oder Parship wirkt zu schön, um wahr zu sein? Wir prüfen das Dating-Profil von Hand in öffentlichen Quellen – für 39 € inkl. MwSt.',
    keywords: [
      'Dating-App-Check',
      'Dating-Profil prüfen lassen',
      'Fake-Profil Dating-App',
      'Tinder Betrug erkennen',
      'Bumble Fake-Profil',
      'Parship Betrüger',
      'Liebesbetrug Dating-App',
    ],
  },
  hero: {
    eyebrow: 'Dating-App-Check',
    title: 'Ist Ihr Match auf der Dating-App echt?',
    subtitle:
      'Sie haben jemanden über Tinder, Parship oder eine andere App kennengelernt, und etwas fühlt sich nicht stimmig an? Unsere Spezialistinnen und Spezialisten prüfen das Profil sorgfältig von Hand. Das Ergebnis erhalten Sie meist innerhalb von 24–48 Stunden per E-Mail.',
    buttonText: 'Dating-Profil prüfen lassen',
  },
  sections: [
    {
      heading: 'Warum Dating-Apps für Betrüger so bequem sind',
      paragraphs: [
        'Auf Dating-Apps ist es ausdrücklich gewollt, dass Fremde einander anschreiben. Genau das nutzen Betrüger aus. Ein Profil ist in wenigen Minuten angelegt, Fotos lassen sich aus fremden Quellen kopieren, und eine Nachricht von einem Unbekannten wirkt hier völlig normal. Viele Plattformen prüfen neue Mitglieder nur oberflächlich. Ein Häkchen für ein bestätigtes Foto heißt meist nur, dass jemand einmal ein Selfie aufgenommen hat – nicht, dass Name, Beruf und Lebensgeschichte stimmen.',
        'Hinzu kommt die schiere Menge an Kontakten. Wer auf Tinder oder Lovoo aktiv ist, bekommt oft Dutzende Nachrichten in der Woche. Betrüger schreiben nach Schema sehr viele Menschen gleichzeitig an und bleiben bei denen, die am herzlichsten antworten. Mit Leichtgläubigkeit hat das nichts zu tun. Es trifft Menschen, die offen und hilfsbereit sind und ernsthaft auf eine neue Beziehung hoffen.',
      ],
    },
    {
      heading: 'So beginnt Liebesbetrug auf Dating-Apps',
      paragraphs: [
        'Liebesbetrug, international Romance-Scam genannt, bedeutet: Jemand täuscht Gefühle und eine Partnerschaft vor, um an Geld oder persönliche Daten zu kommen. Auf Dating-Apps beginnt das erstaunlich oft gleich. Nach dem Match folgen warme, ausführliche Nachrichten. Schon nach wenigen Tagen schlägt die Person vor, die App zu verlassen und auf WhatsApp, Telegram oder Google Chat weiterzuschreiben – angeblich, weil die Mitgliedschaft bald ausläuft oder die App ständig abstürzt.',
        'Der Wechsel hat einen handfesten Grund. Außerhalb der App greifen deren Meldefunktionen nicht mehr, und das ursprüngliche Profil kann gelöscht werden, bevor jemand es meldet. Danach wird der Ton vertrauter, bald ist von Seelenverwandtschaft und gemeinsamer Zukunft die Rede. Erst wenn die Bindung stark genug ist, tauchen Schwierigkeiten auf: ein gesperrtes Konto, Zollgebühren, eine Operation oder eine einmalige Anlagechance. Von da an geht es um Geld.',
      ],
    },
    {
      heading: 'Woran Sie ein gefälschtes Dating-Profil erkennen',
      paragraphs: [
        'Sehen Sie sich zuerst die Fotos genau an. Gefälschte Profile zeigen oft nur drei oder vier sehr professionelle Bilder: Studioaufnahmen, Urlaubsmotive, eine gut sitzende Uniform oder einen Arztkittel. Alltagsfotos mit Freunden oder leicht verwackelte Handybilder fehlen. Auffällig ist auch, wenn die Person deutlich jünger oder attraktiver wirkt, als es zu ihren Angaben passt, oder wenn der Profiltext allgemein bleibt und kaum etwas Überprüfbares enthält.',
        'Auch der Chatverlauf verrät viel. Antworten kommen zu ungewöhnlichen Uhrzeiten, die Person stellt viele Fragen, erzählt aber wenig Greifbares über sich. Auf direkte Nachfragen folgen ein Themenwechsel oder ein Kompliment. Ein Videotelefonat scheitert immer wieder an schlechtem Empfang oder einer defekten Kamera. Keines dieser Zeichen beweist für sich allein einen Betrug. Kommen aber mehrere zusammen, lohnt sich ein genauer Blick.',
      ],
    },
    {
      heading: 'Was bei einem Dating-App-Check geprüft wird',
      paragraphs: [
        'Für die Prüfung schicken Sie uns, was Ihnen vorliegt: Profilname, App, Bildschirmfotos vom Profil, Fotos aus dem Chat und gern auch die Handynummer oder den Benutzernamen auf WhatsApp oder Telegram. Unser Team sucht per Bildrückwärtssuche nach identischen Kopien der Bilder und nach bearbeiteten Fassungen davon, gleicht Namen und Nummern mit öffentlichen Warnungen und Erfahrungsberichten ab und prüft, ob Beruf, Wohnort und Lebenslauf zu öffentlich auffindbaren Angaben passen.',
        'Dabei arbeiten wir ausschließlich mit frei zugänglichen Quellen. Wir greifen nicht auf private Konten oder nicht öffentliche Daten zu und setzen keine Gesichtserkennung ein. Die Ergebnisse fassen wir in einem verständlichen Ergebnisbericht zusammen. Die Rechnung erhalten Sie wenige Minuten nach der Zahlung per E-Mail. Den Ergebnisbericht schicken wir nicht als Anhang: Üblicherweise 24–48 Stunden nach Zahlung und vollständigen Angaben bekommen Sie eine E-Mail mit einem Link zu Ihrer persönlichen Statusseite, auf der Sie ihn herunterladen. Aufwendige Fälle können bis zu 72 Stunden dauern. Absolute Gewissheit kann keine seriöse Prüfung versprechen; sie kann Ihnen aber belastbare Anhaltspunkte für Ihre Entscheidung liefern.',
      ],
    },
    {
      heading: 'Wenn Ihr Match um Geld bittet',
      paragraphs: [
        'Sobald jemand, den Sie nur aus der App kennen, um Geld, Gutscheinkarten oder Kryptowährung bittet, sollten Sie innehalten – ganz gleich, wie glaubwürdig die Begründung klingt. Zahlen Sie nichts, bis Sie Klarheit haben. Bewahren Sie den gesamten Chat, die Profilfotos und alle Belege auf. Melden Sie das Profil über die Meldefunktion der App, auch wenn das Gespräch längst woanders läuft. So schützen Sie zugleich andere Mitglieder.',
        'Haben Sie bereits gezahlt, rufen Sie umgehend Ihre Bank an und erstatten Sie Anzeige bei der Polizei, auf Wunsch auch über die Onlinewache Ihres Bundeslandes. Sie müssen sich nicht schämen. Die Täter arbeiten mit eingeübten Abläufen, oft im Team und mit vielen Opfern zugleich. Ein Profil-Check kann Ihnen helfen, Ihren Verdacht zu ordnen und der Polizei konkrete Hinweise vorzulegen.',
      ],
    },
  ],
  selfCheck: {
    title: 'Was Sie selbst prüfen können',
    intro:
      'Diese Punkte können Sie in wenigen Minuten selbst klären, ganz ohne technisches Vorwissen. Je mehr davon zutreffen, desto eher lohnt sich eine gründliche Prüfung.',
    items: [
      'Laden Sie ein Profilfoto in eine Bildrückwärtssuche wie Google Lens, Bing oder TinEye und achten Sie darauf, ob es unter einem anderen Namen auftaucht.',
      'Schlagen Sie einen kurzen Videoanruf vor. Wer echtes Interesse hat, findet dafür in den nächsten Tagen Zeit.',
      'Bitten Sie um ein spontanes Foto, etwa mit erhobenem Daumen oder mit einem Zettel, auf dem Ihr Vorname steht.',
      'Geben Sie den Namen zusammen mit Wörtern wie „Betrug“ oder „Fake“ in eine Suchmaschine ein.',
      'Vergleichen Sie Alter, Beruf und Wohnort im Profil mit dem, was die Person Ihnen im Chat erzählt hat.',
      'Überlegen Sie, ob die Person schon in den ersten Tagen unbedingt zu WhatsApp oder Telegram wechseln wollte.',
      'Lesen Sie ältere Nachrichten noch einmal: Wiederholen sich Formulierungen, oder gehen Antworten an Ihren Fragen vorbei?',
      'Fragen Sie sich ehrlich, ob Geld, Gutscheine, Kryptowährung oder eine Ausweiskopie schon einmal Thema waren.',
    ],
  },
  nextSteps: {
    title: 'Was Sie jetzt tun sollten',
    items: [
      'Überweisen Sie kein Geld und kaufen Sie keine Gutscheinkarten, solange Zweifel bestehen.',
      'Sichern Sie Bildschirmfotos vom Profil, vom Chat und von allen Fotos, bevor das Profil verschwindet.',
      'Lassen Sie das Profil prüfen, wenn Sie Klarheit möchten, bevor Sie den Kontakt beenden.',
      'Melden Sie das Profil in der Dating-App und blockieren Sie es, sobald sich Ihr Verdacht erhärtet.',
      'Ist bereits Geld geflossen, informieren Sie sofort Ihre Bank und erstatten Sie Anzeige bei der Polizei.',
    ],
  },
  supportedApps: [
    {
      name: 'Finya',
      note: 'Kostenlose deutsche Singlebörse. Betrüger legen hier mit wenig Aufwand immer neue Profile an und schreiben viele Mitglieder zugleich an.',
    },
    {
      name: 'Bumble',
      note: 'Bei Matches zwischen Frau und Mann schreibt die Frau zuerst. Betrüger locken deshalb mit besonders gepflegten Profilen angeblich erfolgreicher Männer, die im Ausland arbeiten.',
    },
    {
      name: 'Tinder',
      note: 'Die bekannteste Wisch-App. Unter den vielen Matches sind oft Profile mit gestohlenen Fotos von Models, und manchmal führt ein Link zu einer angeblichen Sicherheitsprüfung, die Ihre Kartendaten abfragt.',
    },
    {
      name: 'Lovoo',
      note: 'Die Umkreissuche zeigt Mitglieder in Ihrer Nähe. Gefälschte Profile geben deshalb gern einen Wohnort in Ihrer Region an, obwohl die Person angeblich gerade im Ausland arbeitet.',
    },
    {
      name: 'Yoomee',
      note: 'Kostenlose Flirt- und Partnerbörse, auf der viele Kontakte im Chat entstehen. Vorsicht bei Profilen mit nur einem Foto, die sehr früh nach Ihrer Telefonnummer fragen.',
    },
    {
      name: 'Parship',
      note: 'Kostenpflichtige Partnervermittlung mit Persönlichkeitstest. Gerade ihr seriöser Ruf zieht Betrüger an, die sich als gebildete Witwer oder als Ingenieure mit Auslandsprojekt ausgeben.',
    },
    {
      name: 'ElitePartner',
      note: 'Partnervermittlung für Akademikerinnen und Akademiker, bei der sich Betrüger gezielt als Ärzte, Unternehmer oder Architekten ausgeben, um gut verdienende Mitglieder anzusprechen.',
    },
    {
      name: 'Once',
      note: 'Die App schlägt täglich nur wenige ausgewählte Kontakte vor, sodass sich jeder Treffer besonders anfühlt – genau dieses Gefühl des Besonderen nutzen Betrüger aus.',
    },
  ],
};
