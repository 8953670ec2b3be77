import type { SalesPage } from './types.ts';

export const salesB: readonly SalesPage[] = [
  // ---------------------------------------------------------------------------------------------
  // /dating-app-check
  // ---------------------------------------------------------------------------------------------
  {
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
  },

  // ---------------------------------------------------------------------------------------------
  // /love-scammer
  // ---------------------------------------------------------------------------------------------
  {
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
  },

  // ---------------------------------------------------------------------------------------------
  // /romance-scam
  // ---------------------------------------------------------------------------------------------
  {
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
  },

  // ---------------------------------------------------------------------------------------------
  // /instagram-facebook-check
  // ---------------------------------------------------------------------------------------------
  {
    slug: 'instagram-facebook-check',
    service: 'social-media',
    serviceKey: 'social-media',
    navTitle: 'Instagram- und Facebook-Check',
    seo: {
      title: 'Instagram- und Facebook-Profil auf Echtheit prüfen lassen',
      description:
        'Geklontes Konto, gekaufte Follower oder Anlagetipp per Nachricht? Wir prüfen Instagram- und Facebook-Profile von Hand in öffentlichen Quellen – für 39 €.',
      keywords: [
        'Instagram Fake-Profil prüfen',
        'Facebook Fake-Profil erkennen',
        'geklontes Facebook-Konto',
        'Instagram Gewinnspiel Betrug',
        'gekaufte Follower erkennen',
        'Social-Media-Check',
      ],
    },
    hero: {
      eyebrow: 'Instagram- und Facebook-Check',
      title: 'Ist dieses Instagram- oder Facebook-Profil echt?',
      subtitle:
        'Eine Freundschaftsanfrage von jemandem, der längst in Ihrer Liste steht? Eine Direktnachricht mit einem angeblich sicheren Anlagetipp? Wir prüfen das Profil anhand öffentlicher Angaben. Das Ergebnis erhalten Sie meist in 24–48 Stunden.',
      buttonText: 'Social-Media-Profil prüfen',
    },
    sections: [
      {
        heading: 'Warum Fake-Profile auf Instagram und Facebook so verbreitet sind',
        paragraphs: [
          'Instagram und Facebook leben von Bildern, Kontakten und schnellen Nachrichten. Ein Konto ist mit einer E-Mail-Adresse in wenigen Minuten eingerichtet, fremde Fotos sind mit zwei Fingertipps gespeichert. Betrüger nutzen beides. Sie bauen Profile auf, die wie echte Privatleute, bekannte Marken oder Prominente aussehen, und sprechen damit gezielt Menschen an, die freundlich und hilfsbereit reagieren.',
          'Die Absichten dahinter sind verschieden. Manche Täter wollen Zugangsdaten oder Telefonnummern abgreifen, andere locken in eine angebliche Geldanlage, wieder andere bahnen über Wochen einen Liebesbetrug an. Liebesbetrug, auch Romance-Scam genannt, heißt: Eine Beziehung wird nur vorgetäuscht, um später Geld zu verlangen. Gerade auf Facebook beginnt so etwas häufig mit einer harmlos wirkenden Freundschaftsanfrage.',
        ],
      },
      {
        heading: 'Geklonte Konten: wenn ein Bekannter plötzlich doppelt auftaucht',
        paragraphs: [
          'Beim Klonen kopieren Betrüger Profilbild, Namen und öffentliche Fotos eines echten Kontos und legen damit ein zweites an. Dann schicken sie Freundschaftsanfragen an dessen Freunde. Wer annimmt, bekommt bald eine Nachricht: Die Person stecke in einer Notlage, brauche dringend Geld oder einen Bestätigungscode, der gleich per SMS komme. Mit diesem Code übernehmen die Täter dann häufig Ihr eigenes Konto.',
          'Schon die Tatsache, dass Sie mit dieser Person längst befreundet sind, ist ein deutlicher Hinweis. Sehen Sie in Ihrer Freundesliste nach, ob es das Konto zweimal gibt, und fragen Sie auf einem anderen Weg nach, am besten telefonisch. Geklonte Konten haben meist kaum Beiträge, sind erst wenige Tage alt und zeigen eine auffällig kleine Freundesliste.',
        ],
      },
      {
        heading: 'Gekaufte Follower und aufgeblähte Reichweite',
        paragraphs: [
          'Eine hohe Zahl an Followern wirkt vertrauenswürdig. Deshalb kaufen manche Konten Tausende davon, um seriös zu erscheinen, etwa angebliche Finanzexperten, Coaches oder Händler. Solche Follower erkennen Sie oft an Profilen ohne Bild, mit zufälligen Buchstaben- und Zahlenfolgen im Namen und ohne eigene Beiträge. Verdächtig ist auch ein Konto mit riesiger Anhängerschaft, dessen Beiträge kaum Likes oder nur gleichlautende Kommentare bekommen.',
          'Gekaufte Reichweite allein ist noch kein Betrug. Sie zeigt aber, dass jemand mehr scheinen will, als er ist. Bietet Ihnen dasselbe Konto dann per Direktnachricht eine Zusammenarbeit, einen Kurs oder eine Beteiligung an, sollten Sie besonders genau hinsehen. Bei einer Prüfung klären wir unter anderem, ob Bilder, Namen und Geschichten des Kontos anderswo unter fremder Identität erscheinen.',
        ],
      },
      {
        heading: 'Direktnachrichten mit Anlageangeboten und falsche Gewinnspiele',
        paragraphs: [
          'Eine besonders verbreitete Masche beginnt mit einer netten Direktnachricht. Jemand lobt Ihre Fotos, schildert ein sorgenfreies Leben und erwähnt beiläufig Gewinne mit Kryptowährung oder Devisenhandel. Kurz darauf folgt der Hinweis auf eine Handelsplattform oder einen „Mentor“ auf WhatsApp oder Telegram. Die Gewinne, die dort angezeigt werden, sind erfunden. Wer sie auszahlen möchte, soll zuerst Gebühren oder Steuern überweisen.',
          'Ebenso häufig sind falsche Gewinnspiele. Nach einem Kommentar unter einem Beitrag meldet sich ein Konto, das aussieht wie die echte Marke, ein bekannter Influencer oder Ihr Lieblingsgeschäft, und gratuliert zum Gewinn. Um den Preis zu erhalten, sollen Sie einem Link folgen, Kartendaten eingeben oder eine kleine Versandgebühr zahlen. Echte Gewinnspiele verlangen kein Geld. Vergleichen Sie den Kontonamen genau mit dem offiziellen Auftritt.',
        ],
      },
      {
        heading: 'Was wir bei einem Instagram- und Facebook-Check prüfen',
        paragraphs: [
          'Sie senden uns den Link zum Profil, den Benutzernamen, Bildschirmfotos und, wenn vorhanden, Nachrichten oder Bilder, die Sie erhalten haben. Unsere Spezialistinnen und Spezialisten arbeiten sich von Hand durch öffentlich zugängliche Quellen. Sie suchen per Bildrückwärtssuche nach identischen und bearbeiteten Kopien der Bilder, prüfen, ob Name und Fotos zu einem anderen, echten Konto gehören, und recherchieren, ob es Warnungen zu Benutzernamen, Telefonnummern oder genannten Handelsplattformen gibt.',
          'Private Konten, geschlossene Gruppen oder nicht öffentliche Nachrichten sehen auch wir nicht, und Gesichtserkennung setzen wir nicht ein. Geprüft wird je Auftrag eine Person oder ein Profil, für 39 € inkl. MwSt. Die Rechnung kommt Minuten nach der Zahlung per E-Mail, der Link zum Ergebnisbericht meist 24–48 Stunden später. Ihre Falldaten liegen auf Servern in Deutschland und werden 30 Tage nach Abschluss des Auftrags gelöscht. Welche Nachweise länger bleiben (Bestätigungen und Bearbeitungsprotokoll 3 Jahre, die Rechnung 8 Jahre), nennt unsere Datenschutzerklärung.',
        ],
      },
    ],
    selfCheck: {
      title: 'Was Sie direkt am Smartphone prüfen können',
      intro:
        'Viele gefälschte Konten lassen sich mit wenigen Handgriffen selbst entlarven. Diese Punkte helfen Ihnen dabei, ganz ohne Fachwissen.',
      items: [
        'Tippen Sie auf Instagram auf die drei Punkte im Profil und dann auf „Info zu diesem Konto“: Bei vielen Konten sehen Sie dort Beitrittsdatum und Land.',
        'Suchen Sie den Namen in Ihrer Freundesliste. Ist die Person dort schon vorhanden, ist die neue Anfrage verdächtig.',
        'Vergleichen Sie den Benutzernamen Zeichen für Zeichen mit dem offiziellen Konto und achten Sie auf zusätzliche Punkte, Unterstriche oder Ziffern.',
        'Sehen Sie sich die Follower an: Viele Konten ohne Profilbild und ohne Beiträge deuten auf gekaufte Reichweite hin.',
        'Prüfen Sie, ob unter den Beiträgen echte Gespräche stattfinden oder nur gleichlautende Lobeshymnen stehen.',
        'Führen Sie eine Bildrückwärtssuche mit dem Profilbild und mindestens zwei weiteren Fotos durch.',
        'Bittet ein Bekannter per Nachricht um Geld, rufen Sie ihn direkt an, statt im Chat zu antworten.',
        'Geben Sie niemals einen per SMS erhaltenen Code weiter, auch nicht an vermeintliche Freunde.',
      ],
    },
    nextSteps: {
      title: 'Was Sie jetzt tun sollten',
      items: [
        'Klicken Sie keine Links aus verdächtigen Direktnachrichten an und zahlen Sie keine Gebühren für Gewinne oder Auszahlungen.',
        'Sichern Sie Bildschirmfotos von Profil, Benutzername und Chatverlauf, bevor das Konto gelöscht wird.',
        'Bleiben nach Ihrer eigenen Kontrolle Zweifel, beauftragen Sie einen Social-Media-Check bei uns.',
        'Melden Sie das Konto über die Meldefunktion von Instagram oder Facebook und blockieren Sie es anschließend.',
        'Wurde ein Bekannter geklont, sagen Sie ihm Bescheid, damit auch er das falsche Konto melden kann.',
        'Haben Sie Geld überwiesen oder Zugangsdaten herausgegeben, informieren Sie Ihre Bank, ändern Sie Ihre Passwörter und erstatten Sie Anzeige.',
      ],
    },
  },
];
