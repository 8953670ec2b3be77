import type { SalesPage } from '../types.ts';

// /love-scammer
export const loveScammer: SalesPage = {
  slug: 'love-scammer',
  service: 'romance-scam',
  serviceKey: 'romance-scam',
  navTitle: 'Love-Scammer',
  seo: {
    title: 'Love-Scammer erkennen: Maschen und Legenden der Täter',
    description:
      'Wie gehen Love-Scammer vor? Typische Legenden vom Soldaten im Einsatz bis zum Ingenieur auf der Bohrinsel – und wie Sie die Person hinter dem Profil prüfen.',
    keywords: [
      'Love-Scammer',
      'Love-Scammer erkennen',
      'Liebesbetrüger Maschen',
      'Heiratsschwindler Internet',
      'Liebesbetrug Soldat',
      'Liebesbetrüger Bohrinsel',
      'Liebesbetrüger überprüfen',
    ],
  },
  hero: {
    eyebrow: 'Love-Scammer erkennen',
    title: 'Wer steckt hinter der großen Liebe aus dem Internet?',
    subtitle:
      'Love-Scammer arbeiten mit festen Drehbüchern und erfundenen Lebensläufen. Hier erfahren Sie, wie sie vorgehen. Auf Wunsch prüfen wir die Person, mit der Sie schreiben – gründlich, von Hand und diskret.',
    buttonText: 'Person jetzt prüfen lassen',
  },
  sections: [
    {
      heading: 'Wer Love-Scammer sind',
      paragraphs: [
        'Ein Love-Scammer spielt eine Liebesbeziehung nur vor, um an Geld zu kommen. Man spricht auch von Liebesbetrug oder Romance-Scam. Hinter einem einzelnen Profil steckt selten eine einzelne Person. Häufig arbeiten organisierte Gruppen arbeitsteilig, teils aus weit entfernten Ländern: Einige schreiben die Nachrichten, andere beschaffen Fotos oder falsche Dokumente, wieder andere stellen die Konten bereit, über die das Geld abfließt.',
        'Diese Täter sind geübt. Sie führen viele Chats parallel, halten Notizen zu jedem Opfer fest und greifen auf Textvorlagen zurück, die schon unzählige Male funktioniert haben. Ihr Ziel ist kein schneller Coup, sondern eine lange, vertraute Beziehung. Je mehr Zeit und Gefühl jemand investiert hat, desto schwerer fällt es, eine Bitte um Hilfe abzulehnen. Genau darauf bauen sie ihr ganzes Vorgehen auf.',
      ],
    },
    {
      heading: 'Die typischen Legenden der Täter',
      paragraphs: [
        'Love-Scammer wählen Rollen, die Vertrauen wecken und zugleich unerreichbar bleiben. Sehr verbreitet ist der US-Soldat im Auslandseinsatz, etwa in Syrien oder auf einem Stützpunkt in Afrika. Er darf angeblich nicht telefonieren, braucht aber Geld für Heimaturlaub, Rückflug oder ein Paket mit persönlichen Sachen. Fast genauso oft begegnet Ihnen die Ärztin oder der Arzt bei einer Hilfsorganisation im Ausland – angeblich ohne Zugriff auf das eigene Gehalt.',
        'Ebenfalls beliebt ist der Ingenieur auf einer Bohrinsel, für den Sie Ersatzteile oder Hafengebühren vorstrecken sollen, bis sein Lohn eintrifft. Oder der verwitwete Geschäftsmann mit kleiner Tochter, der im Ausland einen großen Auftrag abwickelt und plötzlich an einem eingefrorenen Konto scheitert. Alle diese Figuren verbinden Ansehen, Einsamkeit und große Entfernung. So erklärt sich ganz beiläufig, warum ein Treffen oder ein Videoanruf nie zustande kommt.',
        'Auch Männer werden gezielt angeschrieben. Dann meldet sich meist eine junge Frau, häufig angeblich aus Osteuropa, Asien oder Westafrika, die Geld für ein Visum, eine Reise zu Ihnen oder die Pflege ihrer kranken Mutter braucht. Die Fotos stammen in solchen Fällen oft von Models oder aus den Konten fremder Frauen in sozialen Netzwerken, die von dem Betrug nichts ahnen.',
      ],
    },
    {
      heading: 'Das Drehbuch: von der ersten Nachricht zur Geldforderung',
      paragraphs: [
        'Am Anfang steht eine freundliche, oft schmeichelnde Kontaktaufnahme – über Facebook, Instagram, eine Dating-App oder eine angeblich falsch zugestellte Nachricht auf WhatsApp. Es folgen Wochen voller Aufmerksamkeit: Guten-Morgen-Grüße, Gedichte, Fotos aus dem angeblichen Alltag. Früh fallen Worte wie „Seelenverwandte“ und „für immer“. Die Pläne werden konkret, ein erstes Treffen scheint nur noch eine Frage von Wochen zu sein.',
        'Dann taucht ein Problem auf, das nur Sie lösen können. Anfangs geht es um kleine Beträge, etwa für eine Guthabenkarte oder eine Bearbeitungsgebühr. Klappt das, folgen größere Summen mit immer neuen Begründungen: Anwaltskosten, Krankenhausrechnungen, Zoll für eine Kiste mit Gold. Zögern Sie, reagiert die Person gekränkt oder macht Zeitdruck. Manche Täter lassen angebliche Anwälte, Diplomaten oder Vorgesetzte auftreten, die jede Geschichte bestätigen.',
      ],
    },
    {
      heading: 'Woran Sie die Handschrift eines Love-Scammers erkennen',
      paragraphs: [
        'Oft verrät die Sprache, dass die Texte nicht von einem Menschen allein stammen. Auffällig sind holprige Übersetzungen, ein plötzlich wechselnder Schreibstil oder Liebesbriefe, die wortgleich in Internetforen stehen. Kopieren Sie einen besonders schönen Absatz einmal in eine Suchmaschine. Nicht selten erscheint er in den Warnungen anderer Betroffener. Achten Sie zudem auf Brüche: ein Geburtsort, der sich ändert, ein Dienstgrad, der nicht zur Geschichte passt.',
        'Echte Soldaten, Ärztinnen und Ingenieure können telefonieren, Urlaub beantragen und ihr Gehalt selbst abheben. Für einen Heimaturlaub aus dem Einsatz muss niemand privat bezahlen, und keine Hilfsorganisation sperrt das Konto ihrer Mitarbeiter. Wenn eine Geschichte nur weitergeht, sobald Sie bezahlen, ist das das deutlichste Warnsignal überhaupt. Ein liebender Mensch bringt Sie nicht in die Lage, Ihre Ersparnisse für ihn aufzugeben.',
      ],
    },
    {
      heading: 'Wie wir die Person hinter dem Profil prüfen',
      paragraphs: [
        'Love-Scammer verwenden fast immer gestohlene Fotos echter Menschen, etwa von Offizieren, Ärzten oder Models, die von dem Missbrauch ihrer Bilder nichts wissen. Unsere Spezialistinnen und Spezialisten suchen per Bildrückwärtssuche nach identischen und bearbeiteten Kopien dieser Bilder und recherchieren, ob Name, Rufnummer, E-Mail-Adresse oder Benutzername bereits in öffentlichen Warnungen, Foren oder Schilderungen anderer Betroffener auftauchen. Außerdem gleichen sie die erzählte Lebensgeschichte mit überprüfbaren Angaben ab.',
        'Wir nutzen nur öffentlich zugängliche Quellen, ohne Gesichtserkennung und ohne Zugriff auf private Konten. Den echten Namen des Täters können wir deshalb meist nicht liefern. Wir können aber zeigen, ob Fotos und Angaben aus fremden Quellen stammen. Die E-Mail mit dem Link zu Ihrem Ergebnisbericht erhalten Sie in der Regel binnen 24–48 Stunden. Eine Prüfung kostet 39 € inkl. MwSt. und umfasst genau eine Person.',
      ],
    },
  ],
  selfCheck: {
    title: 'Was Sie selbst über die Person herausfinden können',
    intro:
      'Mit diesen Schritten prüfen Sie die Geschichte Ihres Gegenübers in Ruhe selbst. Notieren Sie, was Ihnen auffällt – das hilft später auch bei einer Anzeige.',
    items: [
      'Prüfen Sie jedes Foto per Bildrückwärtssuche, nicht nur das Profilbild. Gestohlene Bilder stammen oft aus derselben Quelle.',
      'Suchen Sie die angebliche Einheit, Klinik, Bohrinsel oder Firma im Internet und prüfen Sie, ob es sie wirklich gibt.',
      'Setzen Sie einen auffällig schönen Satz aus einem Liebesbrief in Anführungszeichen und suchen Sie ihn wortgleich.',
      'Vergleichen Sie die Uhrzeiten der Nachrichten mit der Ortszeit am angeblichen Aufenthaltsort.',
      'Schreiben Sie auf, welche Angaben zu Alter, Familie und Herkunft sich im Lauf der Wochen verändert haben.',
      'Fragen Sie nach einem Detail, das nur jemand vor Ort wissen kann, und achten Sie auf ausweichende Antworten.',
      'Sehen Sie sich zugeschickte Ausweise oder Urlaubsanträge genau an: Wirken sie unscharf, schief oder nachträglich bearbeitet?',
      'Überlegen Sie, ob schon einmal Dritte wie Anwälte, Diplomaten oder Kurierfirmen ins Spiel gebracht wurden.',
    ],
  },
  nextSteps: {
    title: 'So gehen Sie jetzt Schritt für Schritt vor',
    items: [
      'Konfrontieren Sie die Person noch nicht, sondern sichern Sie zuerst Chats, Fotos, Dokumente und Kontaktdaten.',
      'Senden Sie kein Geld mehr, auch nicht „ein letztes Mal“, und geben Sie keine Kontodaten oder Ausweiskopien heraus.',
      'Lassen Sie Fotos und Angaben prüfen, um zu erfahren, ob sie echt sind.',
      'Brechen Sie den Kontakt ab, blockieren Sie die Person und melden Sie das Profil bei der Plattform.',
      'Ist schon Geld geflossen, erstatten Sie Anzeige bei der Polizei und verständigen Sie Ihre Bank.',
    ],
  },
};
