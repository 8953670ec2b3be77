import { noHitsDefinition } from './result-terms.ts';
import { retentionText } from './retention.ts';
import type { SalesPage } from './types.ts';

// Sales / legacy pages around fake profiles (spec §2 "Public and marketing routes").
// Each page has its own angle; no figures about us (issue 37 point 3).
export const salesA: readonly SalesPage[] = [
  // Main sales page: what we check, how the order works, what the report contains.
  {
    slug: 'fake-profil',
    service: 'fake-profile',
    serviceKey: 'fake-profile',
    navTitle: 'Fake-Profil',
    seo: {
      title: 'Fake-Profil-Check: Profil prüfen lassen für 39 €',
      description:
        'Verdacht auf ein Fake-Profil? Unser Team prüft es von Hand in öffentlichen Quellen. Ergebnis per E-Mail meist in 24–48 Stunden, 39 € inkl. MwSt.',
      keywords: [
        'Fake-Profil prüfen',
        'Fake-Profil-Check',
        'Profil überprüfen lassen',
        'Fake-Profil Verdacht',
        'Online-Profil prüfen',
        'Liebesbetrug Profil',
      ],
    },
    hero: {
      eyebrow: 'Fake-Profil-Check',
      title: 'Ist dieses Profil echt? Wir prüfen es für Sie',
      subtitle:
        'Unsere Spezialistinnen und Spezialisten durchsuchen von Hand öffentliche Quellen und prüfen, ob Fotos, Name und Angaben der zu prüfenden Person stimmig sind. Das Ergebnis erhalten Sie meist ein bis zwei Tage nach der Buchung per E-Mail. Die Prüfung kostet 39 € inkl. MwSt.',
      buttonText: 'Jetzt Profil prüfen lassen',
    },
    sections: [
      {
        heading: 'Was wir bei einem Fake-Profil-Check prüfen',
        paragraphs: [
          'Ein Profil kann echt wirken und trotzdem erfunden sein. Bei der Prüfung sieht sich unser Team das Profil an, das Sie uns nennen, und vergleicht es mit allem, was öffentlich im Internet zu finden ist. Per Bildrückwärtssuche suchen wir in mehreren Suchmaschinen nach identischen und bearbeiteten Kopien der Profilbilder. Wir prüfen, ob Name, Wohnort, Beruf und Lebensgeschichte zueinander passen und ob es die Person unter diesem Namen auch anderswo gibt.',
          'Dazu kommen Benutzernamen, Telefonnummern und E-Mail-Adressen, sofern Sie uns diese mitteilen. Nicht selten tauchen sie in Warnforen oder auf anderen Plattformen unter einem anderen Namen auf. Wir achten auch auf typische Muster in Chatverläufen, etwa Geschichten über Einsätze im Ausland, plötzliche Notfälle oder Tipps zu angeblich sicheren Geldanlagen. Eine automatische Bewertung gibt es bei uns nicht: Menschen lesen, vergleichen und dokumentieren jeden Fund.',
          'Besonders häufig geht es um Romance-Scam, auf Deutsch Liebesbetrug: Jemand baut im Internet über Wochen eine Liebesbeziehung auf, um später Geld zu verlangen. Gerade dann ist eine unabhängige Sicht hilfreich. Wer verliebt ist, möchte der anderen Person glauben, und das ist völlig menschlich. Ein nüchterner Blick von außen kann Klarheit bringen, bevor weiteres Geld fließt.',
        ],
      },
      {
        heading: 'So läuft Ihr Auftrag ab',
        paragraphs: [
          'Die Buchung erfolgt in sechs kurzen Schritten. Am Anfang stehen Ihre Kontaktdaten: Vor- und Nachname sowie eine E-Mail-Adresse für den Ergebnisbericht. Danach beschreiben Sie die zu prüfende Person: Name oder Benutzername und die Plattform, auf der Sie sie kennengelernt haben. Profil-Link, Telefonnummer und E-Mail-Adresse sind freiwillig, helfen aber bei der Suche. Im dritten Schritt können Sie Bildschirmfotos und Fotos hochladen, zum Beispiel als JPG, PNG oder PDF.',
          'Im vierten Schritt schildern Sie in eigenen Worten, was Sie stutzig macht, und können Auszüge aus dem Chat einfügen. Danach bestätigen Sie Ihr berechtigtes Interesse und unsere AGB und verlangen ausdrücklich, dass wir schon vor Ablauf der Widerrufsfrist mit der Prüfung beginnen. Zum Schluss sehen Sie alle Angaben noch einmal in einer Übersicht und bezahlen 39 € inkl. MwSt. über unseren Zahlungsdienstleister Stripe; welche Zahlungsarten Ihnen offenstehen, sehen Sie schon im ersten Schritt. Unser Team fängt an, sobald die Zahlung eingegangen ist.',
          'Die Rechnung erreicht Sie innerhalb weniger Minuten per E-Mail. Das Ergebnis folgt meist 24 bis 48 Stunden, nachdem Zahlung und alle Angaben vorliegen. Bei Fällen mit vielen Spuren planen wir bis zu 72 Stunden ein. Fragen zwischendurch beantwortet unser Support binnen 24 Stunden. Ein Abo gibt es nicht: Jeder Auftrag gilt für genau eine Person.',
        ],
      },
      {
        heading: 'Was im Ergebnisbericht steht',
        paragraphs: [
          'Ihren Ergebnisbericht laden Sie über den Link in unserer Ergebnis-E-Mail herunter. Er ist in klarer Sprache und ohne Fachbegriffe geschrieben. Am Anfang steht eine kurze Einschätzung: Was spricht für ein echtes Profil, was dagegen? Danach folgen die einzelnen Treffer, zum Beispiel eine Webseite, auf der dieselben Fotos unter einem anderen Namen erscheinen, oder ein Benutzername, der bereits in Betrugswarnungen genannt wurde. Zu jedem Treffer nennen wir den Link, das Funddatum und was dort zu sehen ist, mit einem Bildschirmfoto, damit Sie ihn nachvollziehen können.',
          `Außerdem nennt der Ergebnisbericht jeden Rechercheschritt mit Datum und den durchsuchten Quellen. Bleibt die Prüfung ohne Treffer, steht dort, was das heißt. ${noHitsDefinition} Auch das ist eine Information: Ein Profil ohne jede Spur außerhalb einer Dating-App ist für sich kein Beweis, aber ein Anlass zur Vorsicht. Zum Schluss erhalten Sie Empfehlungen, was Sie als Nächstes tun können – vom klärenden Videoanruf bis zur Anzeige bei der Polizei.`,
          'Den Ergebnisbericht können Sie nutzen, um mit Angehörigen zu sprechen oder eine Anzeige vorzubereiten. Die gesammelten Links und Quellen sind dafür eine gute Grundlage. Bitte beachten Sie: Der Ergebnisbericht ist eine sorgfältige Einschätzung auf Grundlage öffentlicher Informationen. Er ersetzt weder die Arbeit der Polizei noch eine Rechtsberatung, und er trifft keine Entscheidung für Sie. Was Sie mit dem Ergebnis tun, bestimmen allein Sie.',
        ],
      },
      {
        heading: 'Was wir nicht tun – und warum',
        paragraphs: [
          'Wir arbeiten ausschließlich mit öffentlich zugänglichen Quellen. Wir melden uns nicht in fremde Konten an, lesen keine privaten Nachrichten und fragen keine Behörden oder Banken ab. Polizeiliche Befugnisse haben wir nicht. Vorstrafen und ähnliche Daten gehören nicht in unsere Ergebnisberichte. Diese Grenzen sind bewusst gezogen: Sie schützen die Rechte aller Beteiligten, auch die der zu prüfenden Person, falls sich der Verdacht nicht bestätigt.',
          'Wir verwenden keine Gesichtserkennung. Fotos vergleichen wir über die Bildrückwärtssuche mit veröffentlichten Bildern, nicht über biometrische Merkmale. Und wir versprechen keine Gewissheit: Manche Betrüger verwenden Bilder, die nirgends sonst im Netz stehen. Eine Prüfung kann deshalb klare Hinweise liefern, aber keine hundertprozentige Sicherheit. Bereits überwiesenes Geld können wir nicht zurückholen. Ob sich eine Zahlung noch rückgängig machen lässt, klären Ihre Bank, die Polizei und gegebenenfalls eine Anwältin oder ein Anwalt.',
        ],
      },
      {
        heading: 'Preis, Garantie und Datenschutz',
        paragraphs: [
          'Jede Prüfung kostet 39 € inkl. MwSt., ganz gleich, um welche Plattform es geht. Es gibt keine versteckten Kosten und kein Abonnement. Bleibt die Prüfung ohne Treffer, wird der Betrag nicht erstattet; dafür prüfen wir Ihren nächsten Fall ohne Kosten. So können Sie zum Beispiel später ein weiteres Profil prüfen lassen, wenn sich ein neuer Kontakt bei Ihnen meldet.',
          `Alles, was Sie uns anvertrauen, behandeln wir vertraulich, und unsere Server stehen in Deutschland. ${retentionText} Mit der Buchung bestätigen Sie, dass ein berechtigtes Interesse besteht. Der Schutz vor Betrug ist ein solches Interesse. Reine Neugier oder die Überwachung eines früheren Partners gehören nicht dazu.`,
        ],
      },
    ],
    selfCheck: {
      title: 'Was Sie vor der Buchung selbst prüfen können',
      intro:
        'Einige Hinweise können Sie in wenigen Minuten selbst sammeln. Schreiben Sie Ihre Beobachtungen auf; falls Sie später eine Prüfung beauftragen, können Sie sie im vierten Schritt einfügen.',
      items: [
        'Suchen Sie das Profilbild per Bildrückwärtssuche, etwa mit Google Lens oder TinEye.',
        'Geben Sie den vollen Namen zusammen mit dem angeblichen Wohnort in eine Suchmaschine ein.',
        'Prüfen Sie, seit wann das Profil besteht und wie viele Beiträge es enthält.',
        'Vergleichen Sie Alter, Beruf und Herkunft im Profil mit dem, was im Chat erzählt wurde.',
        'Schauen Sie, ob die Person einem Videoanruf immer wieder ausweicht.',
        'Achten Sie darauf, ob die Person das Gespräch schnell zu WhatsApp oder Telegram verlegen wollte.',
        'Markieren Sie jede Nachricht, in der es direkt oder indirekt um Geld geht.',
        'Halten Sie fest, ob nach Ausweisfotos, Bankdaten oder Zugangscodes gefragt wurde.',
      ],
    },
    nextSteps: {
      title: 'Was Sie jetzt tun sollten',
      items: [
        'Zahlen Sie vorerst nichts – weder per Überweisung noch mit Gutscheinkarten –, auch wenn die Bitte dringend klingt.',
        'Sichern Sie Bildschirmfotos vom Profil und vom Chatverlauf, jeweils mit Datum und Benutzername.',
        'Notieren Sie alle Angaben zur Person: Namen, Telefonnummern, Profil-Links und Zahlungsdaten.',
        'Buchen Sie den Profil-Check und laden Sie Ihre Bildschirmfotos im dritten Schritt hoch.',
        'Ist bereits Geld geflossen, verständigen Sie sofort Ihre Bank, damit sie prüfen kann, ob sich die Zahlung noch stoppen lässt. Gehen Sie danach zur Polizei.',
      ],
    },
  },

  // Fake profiles as a phenomenon: who creates them, why, and which kinds exist.
  {
    slug: 'fake-profile',
    service: 'fake-profile',
    serviceKey: 'fake-profile',
    navTitle: 'Fake-Profile',
    seo: {
      title: 'Fake-Profile: Wer steckt dahinter und warum?',
      description:
        'Wer betreibt Fake-Profile, und worum geht es dabei – Geld, Daten, Erpressung oder Werbung? Die vier Arten erklärt: Bots, geklonte Profile, Catfishing, Betrug.',
      keywords: [
        'Fake-Profile',
        'wer erstellt Fake-Profile',
        'geklonte Profile',
        'Catfishing',
        'Bots soziale Netzwerke',
        'Sextortion',
        'Betrugsprofile',
      ],
    },
    hero: {
      eyebrow: 'Hintergrund',
      title: 'Fake-Profile: wer sie anlegt und was dahintersteckt',
      subtitle:
        'Hinter einem falschen Profil steht fast immer ein Ziel – meist Geld, manchmal Ihre Daten oder Ihre Aufmerksamkeit. Wer die Absicht kennt, erkennt die Masche früher. Hier lesen Sie, welche Arten es gibt und wie Sie am besten reagieren.',
      buttonText: 'Verdächtiges Profil prüfen',
    },
    sections: [
      {
        heading: 'Was ein Fake-Profil ist',
        paragraphs: [
          'Ein Fake-Profil ist ein Konto, das eine andere Identität vortäuscht als die, die tatsächlich dahintersteht. Manchmal ist die ganze Person erfunden, manchmal werden Name und Fotos eines echten Menschen benutzt. Solche Konten gibt es auf fast jeder Plattform: in Dating-Apps, bei Facebook und Instagram, in Berufsnetzwerken und in Messengern. Für die Betreiber sind sie billig. Ein Konto ist in Minuten angelegt und nach einer Sperre schnell ersetzt.',
          'Nicht jedes Fake-Profil ist gefährlich. Manche Menschen zeigen sich aus Unsicherheit jünger oder schlanker, und es gibt Spaßkonten, die niemandem schaden. Problematisch wird es, wenn das falsche Profil einem Zweck dient, der auf Ihre Kosten geht. Darum lohnt sich die Frage, was die Person eigentlich von Ihnen will. Die Antwort verrät oft mehr als jedes einzelne Foto.',
        ],
      },
      {
        heading: 'Wer Fake-Profile betreibt',
        paragraphs: [
          'Hinter vielen Betrugsprofilen stehen organisierte Gruppen. Sie teilen sich die Arbeit: Einer besorgt Fotos, ein anderer schreibt die Nachrichten, ein Dritter kümmert sich um die Konten, über die das Geld läuft. Häufig werden Textvorlagen verwendet, die für Hunderte Kontakte gleichzeitig gedacht sind. Einige dieser Gruppen sitzen im Ausland, was die Strafverfolgung erschwert. Ihr Gegenüber im Chat ist deshalb womöglich gar kein einzelner Mensch.',
          'Daneben gibt es Einzeltäter. Das können Menschen aus dem Bekanntenkreis sein, die jemanden ausspionieren oder bloßstellen wollen, oder frühere Partner, die unter falschem Namen Kontakt suchen. Unternehmen und Agenturen wiederum legen Konten an, um Beliebtheit vorzutäuschen oder Produkte zu bewerben. Die Motive sind also sehr verschieden, und entsprechend unterschiedlich fallen auch die Warnzeichen aus.',
        ],
      },
      {
        heading: 'Worum es geht: Geld, Daten, Erpressung und Werbung',
        paragraphs: [
          'Das häufigste Ziel ist Geld. Beim Romance-Scam, also dem Liebesbetrug, wird eine Beziehung vorgetäuscht, bis das Vertrauen groß genug für eine Bitte ist: Gebühren für eine angebliche Erbschaft, die Kosten einer Operation, das Geld für den Flug zum ersten Treffen. Eine neuere Variante verbindet Zuneigung mit einer angeblichen Geldanlage. Das Gegenüber zeigt Gewinne mit Kryptowährungen und drängt dazu, auf einer bestimmten Plattform ebenfalls einzuzahlen.',
          'Andere Profile sammeln Daten. Wer Ausweisfotos, Geburtsdatum, Adresse oder Kontodaten herausgibt, kann Opfer eines Identitätsdiebstahls werden: Auf den eigenen Namen werden dann Konten eröffnet, Verträge geschlossen oder Waren bestellt. Manchmal geht es nur um Zugangsdaten. Ein Link zu einem angeblichen Gewinnspiel oder einem Fotoalbum führt auf eine gefälschte Anmeldeseite, die Ihr Passwort abgreift.',
          'Besonders belastend ist die Erpressung mit intimen Bildern, oft „Sextortion“ genannt. Nach einem freizügigen Videochat oder dem Austausch von Fotos droht die andere Seite, alles an Familie und Freunde zu schicken, wenn nicht gezahlt wird. Harmloser, aber lästig sind Werbeprofile: Sie täuschen Beliebtheit vor, locken zu kostenpflichtigen Angeboten oder verbreiten Links zu zweifelhaften Shops.',
        ],
      },
      {
        heading: 'Vier Arten von Fake-Profilen',
        paragraphs: [
          'Bots sind Konten, die weitgehend automatisch betrieben werden. Sie liken, folgen und verschicken immer gleiche Nachrichten, oft mit einem Link. Man erkennt sie an sehr vielen Aktivitäten in kurzer Zeit, an Antworten, die nicht zur Frage passen, und an Benutzernamen mit langen Zahlenfolgen. Geklonte Profile kopieren dagegen ein bestehendes Konto. Name und Bilder stammen von einer echten Person, deren Freunde dann eine zweite Freundschaftsanfrage erhalten.',
          'Beim Catfishing erfindet jemand eine ganze Persönlichkeit, meist um eine emotionale Beziehung aufzubauen. Nicht immer steckt Geld dahinter; manchmal sind es Einsamkeit, Rache oder Neugier. Betrugsprofile sind dagegen von Anfang an darauf angelegt, Geld oder Daten zu erbeuten. Sie wirken oft besonders makellos: attraktive Fotos, ein angesehener Beruf, eine tragische Vorgeschichte wie ein verstorbener Ehepartner. Die Übergänge zwischen den Arten sind fließend.',
          'Für Sie ist die Einordnung trotzdem nützlich. Einen Bot sind Sie los, sobald Sie ihn blockieren und melden. Ein geklontes Profil melden Sie am besten gemeinsam mit der echten Person. Bei Catfishing und Betrugsprofilen ist der Kontakt oft schon eng, und der Abschied fällt schwer. Gerade dann hilft es, Fakten zu sammeln, statt sich allein auf das eigene Gefühl zu verlassen.',
        ],
      },
      {
        heading: 'Was rechtlich gilt',
        paragraphs: [
          'Ein falsches Profil allein ist nicht in jedem Fall strafbar. Wird damit aber Geld erschlichen, kommt Betrug nach § 263 StGB in Betracht. Wer eine Zugangssicherung überwindet, um in fremde Konten zu gelangen, kann sich nach § 202a StGB strafbar machen. Werden die Daten eines Menschen unbefugt und wiederholt missbraucht, etwa um in seinem Namen Waren zu bestellen oder Fremde dazu zu bringen, ihn zu kontaktieren, kann das eine Nachstellung nach § 238 StGB sein, wenn es geeignet ist, seine Lebensgestaltung nicht unerheblich zu beeinträchtigen. Auch Erpressung ist eine Straftat.',
          'Dieser Abschnitt gibt nur einen allgemeinen Überblick und ersetzt keine Rechtsberatung. Ob ein Verhalten im Einzelfall strafbar ist, kann eine Anwältin oder ein Anwalt einschätzen; erste Orientierung bieten auch die Verbraucherzentralen. Anzeige erstatten können Sie bei jeder Polizeidienststelle oder online über die Onlinewache der Polizei Ihres Bundeslandes. Heben Sie dafür alle Nachrichten, Profilangaben und Zahlungsbelege auf, auch wenn Ihnen manches davon unangenehm ist.',
        ],
      },
    ],
    selfCheck: {
      title: 'Welche Art von Fake-Profil könnte es sein?',
      intro:
        'Diese Fragen helfen Ihnen, einen Kontakt einzuordnen. Je mehr davon zutreffen, desto deutlicher zeigt sich, welche Absicht dahinterstehen könnte.',
      items: [
        'Kam sofort nach dem Folgen eine Nachricht mit Link und ohne persönlichen Bezug? Das spricht für einen Bot.',
        'Haben Sie von einem Bekannten eine zweite Freundschaftsanfrage erhalten, obwohl Sie schon verbunden sind? Das deutet auf ein geklontes Profil hin.',
        'Klingt die Lebensgeschichte wie aus einem Film: verwitwet, wohlhabend, beruflich weit weg?',
        'Hat die Person Ihnen Gewinne mit Kryptowährungen gezeigt oder eine Handelsplattform empfohlen?',
        'Wurden Sie um Ausweisfotos, Ihr Geburtsdatum oder Kontodaten gebeten?',
        'Wünscht die Person freizügige Fotos oder Videochats, zeigt aber selbst nie live ihr Gesicht?',
        'Führt fast jeder Beitrag zu einem Shop, einem Gewinnspiel oder einem kostenpflichtigen Angebot?',
        'Weiß die Person auffällig viel über Sie, obwohl Sie sich angeblich nicht kennen?',
      ],
    },
    nextSteps: {
      title: 'So reagieren Sie auf ein Fake-Profil',
      items: [
        'Werden Sie erpresst, zahlen Sie nicht und brechen Sie den Kontakt ab. Eine Zahlung beendet solche Forderungen meist nicht.',
        'Speichern Sie Drohungen, Chatverläufe und das Profil als Bildschirmfoto, bevor Sie etwas löschen.',
        'Nutzen Sie die Melden-Schaltfläche im Profil und blockieren Sie das Konto anschließend.',
        'Haben Sie Ausweis- oder Kontodaten weitergegeben, informieren Sie Ihre Bank und lassen Sie betroffene Karten sperren.',
        'Ändern Sie die Passwörter aller Konten, deren Zugangsdaten Sie auf einer fremden Seite eingegeben haben könnten.',
        'Erstatten Sie Anzeige bei der Polizei, auch wenn Ihnen der Vorfall peinlich ist. Sie sind nicht der einzige Mensch, dem das passiert.',
      ],
    },
  },

  // A practical 10-point guide, then when a professional check makes sense.
  {
    slug: 'fake-profil-erkennen',
    service: 'fake-profile',
    serviceKey: 'fake-profile',
    navTitle: 'Fake-Profil erkennen',
    seo: {
      title: 'Fake-Profil erkennen: 10 Punkte für Ihren Selbsttest',
      description:
        'Fake-Profil erkennen in 10 Punkten: Fotos, Profilangaben, Schreibstil und Geldbitten selbst prüfen. Mit Schnelltest und Hinweis, wann ein Profil-Check hilft.',
      keywords: [
        'Fake-Profil erkennen',
        'Fake-Profil Anzeichen',
        'Fake-Profil-Checkliste',
        'gefälschtes Profil erkennen',
        'Liebesbetrug erkennen',
        'Bildrückwärtssuche',
      ],
    },
    hero: {
      eyebrow: 'Ratgeber in 10 Punkten',
      title: 'Fake-Profil erkennen: zehn Punkte, die Sie selbst prüfen können',
      subtitle:
        'Sie brauchen keine Technikkenntnisse, nur etwas Zeit und einen ruhigen Moment. Gehen Sie die Punkte der Reihe nach durch. Bleiben danach Zweifel, prüfen unsere Spezialistinnen und Spezialisten das Profil für Sie.',
      buttonText: 'Profil-Check starten',
    },
    sections: [
      {
        heading: 'Bevor Sie anfangen',
        paragraphs: [
          'Zweifel an einem Menschen, den man mag, sind unangenehm. Viele schieben sie deshalb beiseite. Dabei ist Nachprüfen kein Vertrauensbruch: Wer ehrlich ist, hat von einem prüfenden Blick nichts zu befürchten. Nehmen Sie sich für die folgenden zehn Punkte eine halbe Stunde Zeit, am besten an einem Computer oder Tablet. Legen Sie Papier und Stift bereit und notieren Sie bei jedem Punkt kurz, was Sie gefunden haben.',
          'Die Punkte sind auf die häufigste Gefahr ausgerichtet: Romance-Scam, im Deutschen Liebesbetrug genannt. Dabei spielt jemand Zuneigung vor, weil er es auf Ihr Erspartes oder Ihre Daten abgesehen hat. Ein einzelner Punkt beweist nichts. Erst wenn mehrere zusammenkommen, ergibt sich ein Bild. Prüfen Sie die Angaben selbst, statt die Person danach zu fragen. Wer täuscht, hat auf jede Nachfrage eine passende Geschichte parat.',
        ],
      },
      {
        heading: 'Punkte 1 bis 3: Fotos und Profilangaben',
        paragraphs: [
          '1. Die Fotos. Machen Sie ein Bildschirmfoto eines Profilbilds, schneiden Sie es auf das Bild zu und laden Sie ihn bei Google Lens, Bing oder TinEye hoch. Erscheint die Aufnahme unter fremdem Namen, auf einer Modelseite oder in einem Warnforum, sollten Sie hellhörig werden. Prüfen Sie möglichst mehrere Bilder, denn Betrüger mischen gern bekannte mit weniger verbreiteten Aufnahmen.',
          '2. Das Alter des Profils. Ein Konto, das erst wenige Wochen alt ist, kaum Beiträge hat und nur wenige oder zufällig wirkende Kontakte, verdient einen zweiten Blick. Echte Menschen hinterlassen über Jahre Spuren: Geburtstagsgrüße, Fotos mit Freunden, Kommentare von Verwandten. Fehlt all das völlig, fragen Sie sich, warum jemand mit einem so bewegten Leben im Netz kaum sichtbar ist.',
          '3. Die Angaben. Passen Beruf, Wohnort, Alter und Ausdrucksweise zusammen? Ein angeblicher Chirurg aus Hamburg, der nie eine Einzelheit aus dem Klinikalltag erzählt, wirft Fragen auf. Suchen Sie Namen und Arbeitgeber in einer Suchmaschine. Schauen Sie auch, ob sich Angaben im Laufe der Zeit verändern, etwa das Alter der Kinder oder der Ort, an dem die Person gerade arbeitet.',
        ],
      },
      {
        heading: 'Punkte 4 bis 6: Wie die Person schreibt',
        paragraphs: [
          '4. Das Tempo. Liebeserklärungen nach wenigen Tagen, Kosenamen von Anfang an und Zukunftspläne, bevor man sich je gesehen hat: Das ist typisch für Betrugsprofile. So soll eine starke Bindung entstehen, bevor Zweifel aufkommen. Echte Zuneigung wächst in der Regel langsamer und lässt Ihnen Zeit. Achten Sie auch darauf, ob lange Nachrichten wie kopiert wirken und kaum auf Ihre Fragen eingehen.',
          '5. Kein Treffen, kein Videoanruf. Wenn jeder vereinbarte Videoanruf platzt – mal ist die Kamera defekt, mal das Netz zu schwach, mal kommt ein Dienst dazwischen –, ist das kein Zufall mehr. 6. Der Wechsel des Kanals. Kurz nach dem Kennenlernen soll das Gespräch in einem Messenger wie WhatsApp oder Telegram weiterlaufen, angeblich, weil die Person die App bald löscht. Dort greifen die Schutzmechanismen der ursprünglichen Plattform nicht mehr.',
        ],
      },
      {
        heading: 'Punkte 7 bis 10: Geld, Daten und Geheimhaltung',
        paragraphs: [
          '7. Die Notlage. Plötzlich gibt es ein Problem: ein Unfall, ein festgehaltenes Paket beim Zoll, gesperrte Konten im Ausland, eine Krankenhausrechnung. Die Geschichte ist dramatisch und drängt zur Eile. 8. Die Bitte um Geld. Sie kommt oft indirekt, etwa als „Ich weiß nicht mehr weiter“. Verlangt werden meist Überweisungen an Dritte, Gutscheinkarten, Bargeld per Kurier oder Kryptowährung – Wege, die sich kaum zurückverfolgen lassen.',
          '9. Die Frage nach Daten. Wer eine Kopie Ihres Ausweises, ein Foto Ihrer Bankkarte oder einen Bestätigungscode aus einer SMS möchte, will damit in der Regel etwas in Ihrem Namen tun. Geben Sie solche Daten nicht heraus. 10. Die Geheimhaltung. Die Person bittet Sie, niemandem von der Beziehung oder dem Geld zu erzählen, oder redet Ihnen Misstrauen gegenüber Familie und Bank ein. Das soll Sie von Hilfe fernhalten.',
          'Zählen Sie am Ende zusammen. Treffen ein oder zwei Punkte zu, bleiben Sie aufmerksam. Ab drei Punkten, besonders wenn Punkt 7, 8 oder 9 dabei ist, sollten Sie vorerst nichts bezahlen und mit einer Vertrauensperson sprechen. Erzählen Sie ihr die Geschichte so, wie Sie sie erlebt haben, und zeigen Sie die Nachrichten. Jemand, der nicht verliebt ist, bemerkt Widersprüche oft schneller.',
        ],
      },
      {
        heading: 'Wann eine professionelle Prüfung sinnvoll ist',
        paragraphs: [
          'Die Selbstprüfung hat Grenzen. Nicht jedes gestohlene Foto findet sich über eine einfache Suche; manche Bilder sind gespiegelt, beschnitten oder nur auf wenig bekannten Seiten veröffentlicht. Auch Telefonnummern, Benutzernamen und wiederkehrende Textbausteine lassen sich ohne Übung schwer einordnen. Unser Team nutzt mehrere Suchmaschinen, durchsucht Foren und Warnseiten und setzt die Funde zu einem Gesamtbild zusammen – von Hand, nicht automatisiert.',
          'Ein Profil-Check lohnt sich vor allem, wenn Sie zwischen Vertrauen und Zweifel schwanken, wenn eine Geldbitte im Raum steht oder wenn Angehörige Sie warnen und Sie eine unabhängige Meinung möchten. Absolute Sicherheit kann niemand bieten, wohl aber eine sorgfältig begründete Einschätzung. Der Profil-Check kostet 39 € inkl. MwSt. Den Link zu Ihrem Ergebnisbericht erhalten Sie in der Regel ein bis zwei Tage, nachdem Zahlung und alle Angaben vorliegen, per E-Mail. Bleibt die Suche ohne Treffer, ist Ihre nächste Prüfung kostenlos.',
        ],
      },
    ],
    selfCheck: {
      title: 'Schnelltest: Ihre zehn Punkte auf einen Blick',
      intro:
        'Beantworten Sie jede Frage mit Ja oder Nein. Jedes Ja ist ein Hinweis, kein Urteil. Ab drei Ja-Antworten sollten Sie nichts mehr zahlen, bis der Kontakt geklärt ist.',
      items: [
        'Taucht eines der Fotos anderswo unter einem anderen Namen auf?',
        'Ist das Profil neu, leer oder auffällig kontaktarm?',
        'Widersprechen sich Beruf, Wohnort oder Alter in Profil und Chat?',
        'Wurde sehr früh von Liebe oder einer gemeinsamen Zukunft gesprochen?',
        'Ist bisher jeder Videoanruf und jedes Treffen ausgefallen?',
        'Sollten Sie die Plattform rasch verlassen und woanders weiterschreiben?',
        'Gab es eine plötzliche Notlage mit Zeitdruck?',
        'Wurden Sie um Geld, Gutscheinkarten oder Kryptowährung gebeten?',
        'Wollte die Person Ausweis, Bankdaten oder SMS-Codes von Ihnen?',
        'Sollen Sie die Beziehung oder Zahlungen vor anderen geheim halten?',
      ],
    },
    nextSteps: {
      title: 'So gehen Sie nach dem Test vor',
      items: [
        'Halten Sie schriftlich fest, welche der zehn Punkte zutreffen, und legen Sie Bildschirmfotos dazu.',
        'Senden Sie weder Geld noch Dokumente, solange auch nur eine Frage offen ist.',
        'Schlagen Sie einen kurzen Videoanruf zu einem festen Termin vor und achten Sie auf die Reaktion.',
        'Sprechen Sie mit einer Person Ihres Vertrauens und zeigen Sie ihr die Nachrichten.',
        'Bleiben Zweifel, beauftragen Sie unseren Profil-Check; bestätigt sich der Verdacht, melden und blockieren Sie das Konto.',
        'Wurde schon Geld überwiesen, melden Sie sich umgehend bei Ihrer Bank und erstatten Sie danach Anzeige.',
      ],
    },
  },

  // Recognising fake profiles platform by platform.
  {
    slug: 'fake-profile-erkennen',
    service: 'fake-profile-detection',
    serviceKey: 'fake-profile',
    navTitle: 'Fake-Profile erkennen',
    seo: {
      title: 'Fake-Profile erkennen: Dating-Apps, Facebook, Instagram',
      description:
        'Woran Sie Fake-Profile je nach Plattform erkennen: typische Maschen in Dating-Apps, bei Facebook, Instagram und LinkedIn sowie unter fremden WhatsApp-Nummern.',
      keywords: [
        'Fake-Profile erkennen',
        'Fake-Profil Dating-App',
        'Fake-Profil Facebook',
        'Fake-Profil Instagram',
        'LinkedIn Fake-Profil',
        'WhatsApp unbekannte Nummer',
        'Liebesbetrug Plattformen',
      ],
    },
    hero: {
      eyebrow: 'Nach Plattform erklärt',
      title: 'Fake-Profile erkennen – auf jeder Plattform anders',
      subtitle:
        'Eine Dating-App funktioniert anders als LinkedIn oder WhatsApp, und Betrüger passen ihre Maschen daran an. Hier lesen Sie, worauf Sie je nach Plattform achten sollten und welche eingebauten Hilfen Sie nutzen können.',
      buttonText: 'Profil jetzt prüfen lassen',
    },
    sections: [
      {
        heading: 'Dating-Apps: Tinder, Bumble, Lovoo, Parship und andere',
        paragraphs: [
          'In Dating-Apps suchen Menschen bewusst nach Nähe, und genau das nutzen Betrüger aus. Typisch sind wenige, sehr professionelle Fotos, ein kurzer Profiltext ohne persönliche Einzelheiten und ein Beruf mit viel Reisen: Bauleiter in Dubai, Ärztin auf einem Hilfsschiff, Offizier bei einer Friedensmission. Nach dem Match folgt schnell die Bitte, zu WhatsApp oder Telegram zu wechseln, weil die Mitgliedschaft angeblich bald ausläuft.',
          'Viele Apps bieten eine Foto-Verifizierung an, bei Tinder etwa ein blaues Häkchen. Es zeigt, dass die Person bei der Überprüfung ihren Profilbildern ähnelte, sagt aber nichts über ihre Absichten. Auch auf kostenpflichtigen Partnerbörsen wie Parship oder ElitePartner kommen Fake-Profile vor; ein hoher Mitgliedsbeitrag ist kein Schutz. Nutzen Sie die Meldefunktion der App, solange der Kontakt dort noch besteht. Später kann die Plattform kaum noch eingreifen.',
          'Gerade in Dating-Apps beginnt oft ein Romance-Scam, zu Deutsch Liebesbetrug: Über Wochen entsteht eine scheinbar tiefe Beziehung, bis die erste Geldbitte kommt. Eine neuere Masche verbindet das Flirten mit Geldanlagen. Das Gegenüber erwähnt wie nebenbei, wie viel es mit Kryptowährungen verdient habe, und möchte Ihnen den Einstieg erleichtern. Wer sich darauf einlässt, zahlt meist auf eine gefälschte Handelsplattform ein.',
        ],
      },
      {
        heading: 'Facebook: geklonte Konten und Anfragen aus Gruppen',
        paragraphs: [
          'Auf Facebook begegnen Ihnen häufig geklonte Profile. Betrüger kopieren Namen und Fotos eines Ihrer Kontakte und senden Ihnen eine neue Freundschaftsanfrage. Kurz darauf kommt eine Nachricht im Messenger, etwa mit einer Bitte um Hilfe oder einem Link. Sind Sie mit der Person bereits befreundet, fragen Sie sie auf anderem Weg, zum Beispiel telefonisch, ob sie wirklich ein neues Konto angelegt hat.',
          'Ein zweites Muster sind Fremde, die über Gruppen auf Sie aufmerksam werden, etwa über solche für Verwitwete, für Hobbys oder für Fans eines Stars. Sehen Sie sich das Profil genau an: Wie viele Freunde hat es, und woher stammen sie? Wann erschienen die ersten Beiträge? Wurden viele Fotos am selben Tag hochgeladen? Vorsicht auch bei angeblichen Prominenten, die Ihnen persönlich schreiben. Echte Stars tun das praktisch nie.',
        ],
      },
      {
        heading: 'Instagram: Nachahmer-Konten und Anlagetipps',
        paragraphs: [
          'Auf Instagram sind Konten verbreitet, die Prominente, Influencer oder angebliche Finanzexperten nachahmen. Der Benutzername unterscheidet sich oft nur durch einen Punkt, einen Unterstrich oder einen zusätzlichen Buchstaben vom Original. Schreibt Ihnen ein solches Konto per Direktnachricht, geht es meist um Gewinnspiele, exklusive Angebote oder Tipps zur Geldanlage. Ein blauer Haken ist kein sicheres Zeichen für Ehrlichkeit, denn eine Verifizierung lässt sich inzwischen auch kaufen.',
          'Gegen Nachahmer hilft eine eingebaute Funktion von Instagram: Über das Menü mit den drei Punkten im Profil erreichen Sie den Eintrag „Info zu diesem Konto“. Er verrät, seit wann das Konto besteht, in welchem Land es geführt wird und ob der Benutzername oft geändert wurde. Gehört ein Konto angeblich einer Münchner Ärztin, wird aber aus einem anderen Land geführt, besteht erst seit zwei Monaten und wurde mehrfach umbenannt, ist Misstrauen angebracht.',
        ],
      },
      {
        heading: 'LinkedIn: falsche Personalvermittler und Geschäftskontakte',
        paragraphs: [
          'Im Berufsnetzwerk LinkedIn geben sich Betrüger gern als Personalvermittler, Investoren oder Führungskräfte aus. Das Profilbild wirkt wie ein Bewerbungsfoto, der Lebenslauf ist beeindruckend, doch Einzelheiten fehlen: kaum Beiträge, keine Empfehlungen, keine gemeinsamen Kontakte aus der Branche. Bei angeblichen Stellenangeboten folgt bald die Bitte um eine Ausweiskopie, Kontodaten oder eine Gebühr für Schulungen. Seriöse Arbeitgeber verlangen vor einem Vertrag kein Geld.',
          'Prüfen Sie, ob die genannte Firma existiert und ob die Person auf deren offizieller Internetseite vorkommt. Rufen Sie im Zweifel die Zentrale der Firma an, und zwar unter einer Nummer, die Sie selbst herausgesucht haben, nicht unter der aus der Nachricht. Auch auf LinkedIn gibt es Liebesbetrug: Der seriöse Rahmen erleichtert es, Vertrauen aufzubauen, bevor das Gespräch ins Private wechselt.',
        ],
      },
      {
        heading: 'WhatsApp: Nachrichten von unbekannten Nummern',
        paragraphs: [
          'Bei WhatsApp gibt es kein Profil im eigentlichen Sinn, nur eine Nummer, einen Namen und ein Bild. Betrüger nutzen das auf zwei Arten. Die erste ist die scheinbar versehentlich verschickte Nachricht: „Hallo Anna, sehen wir uns morgen?“ Wer freundlich antwortet, wird in ein Gespräch verwickelt, das sich über Wochen zu einer Freundschaft oder Romanze entwickelt – und später zu einem Angebot für eine Geldanlage.',
          'Die zweite Masche ist der Enkeltrick per Messenger: „Hallo Mama, das ist meine neue Nummer, mein Handy ist kaputt.“ Kurz darauf soll eine dringende Rechnung bezahlt werden. Rufen Sie Ihr Kind unter der alten, bekannten Nummer an, bevor Sie reagieren. Eine ausländische Vorwahl allein beweist nichts, ein fremdes Profilbild auch nicht. Entscheidend ist, ob sich die Identität auf einem zweiten Weg bestätigen lässt.',
        ],
      },
    ],
    selfCheck: {
      title: 'Eingebaute Hilfen der Plattformen nutzen',
      intro:
        'Jede Plattform bietet eigene Möglichkeiten, ein Konto einzuschätzen. Die folgenden Handgriffe dauern jeweils nur wenige Minuten und brauchen keine Vorkenntnisse.',
      items: [
        'Dating-App: Prüfen Sie, ob das Profil ein Verifizierungszeichen trägt, und schlagen Sie trotzdem einen Videoanruf in der App vor.',
        'Dating-App: Lesen Sie den Profiltext genau – passt er zu dem, was Ihnen die Person schreibt?',
        'Facebook: Öffnen Sie die Freundesliste und suchen Sie dort nach echten gemeinsamen Bekannten.',
        'Facebook: Scrollen Sie zu den ältesten Beiträgen, um zu sehen, wann das Profil wirklich aktiv wurde.',
        'Instagram: Rufen Sie über die drei Punkte „Info zu diesem Konto“ auf und vergleichen Sie Land und Beitrittsdatum.',
        'Instagram: Vergleichen Sie den Benutzernamen Zeichen für Zeichen mit dem offiziellen Konto.',
        'LinkedIn: Öffnen Sie die offizielle Website des angeblichen Arbeitgebers und suchen Sie dort nach dem Namen.',
        'WhatsApp: Antworten Sie nicht auf eine angeblich neue Nummer, sondern rufen Sie die Ihnen bekannte alte an.',
        'Auf jeder Plattform: Prüfen Sie das Profilfoto per Bildrückwärtssuche in mindestens zwei Suchmaschinen.',
      ],
    },
    nextSteps: {
      title: 'Ihre nächsten Schritte auf der Plattform',
      items: [
        'Fertigen Sie Bildschirmfotos vom Profil, vom Benutzernamen und von den Nachrichten an.',
        'Melden Sie das verdächtige Konto direkt in der App oder im Netzwerk, in dem Sie es gefunden haben.',
        'Blockieren Sie den Kontakt danach überall, auch auf WhatsApp oder Telegram, falls Sie dorthin gewechselt sind.',
        'Bei geklonten Konten: Warnen Sie die echte Person und Ihre gemeinsamen Kontakte.',
        'Haben Sie Geld gezahlt oder Daten weitergegeben, verständigen Sie Ihre Bank und die Polizei.',
        'Möchten Sie vor einem Kontaktabbruch Klarheit, beauftragen Sie einen Profil-Check und nennen Sie alle Plattformen, auf denen die Person auftritt.',
      ],
    },
  },

  // Pictures in fake profiles, reverse image search and what our image analysis covers.
  {
    slug: 'fake-profile-bilder',
    service: 'fake-profile-image-check',
    serviceKey: 'image-check',
    navTitle: 'Fake-Profile-Bilder',
    seo: {
      title: 'Fake-Profil-Bilder: Herkunft und Bildrückwärtssuche',
      description:
        'Woher Betrüger ihre Profilbilder haben, wie die Bildrückwärtssuche mit mehreren Suchmaschinen funktioniert und woran Sie bearbeitete oder KI-Bilder erkennen.',
      keywords: [
        'Fake-Profil-Bilder',
        'Bildrückwärtssuche',
        'gestohlene Profilbilder',
        'KI-Bilder erkennen',
        'Profilbild überprüfen',
        'Google Lens TinEye',
        'Liebesbetrüger Bilder',
      ],
    },
    hero: {
      eyebrow: 'Bildanalyse',
      title: 'Bilder in Fake-Profilen: woher sie stammen und wie Sie sie prüfen',
      subtitle:
        'Fast jedes Fake-Profil braucht überzeugende Fotos – und die zeigen selten den Menschen, der tatsächlich schreibt. Hier erfahren Sie, wie Sie Bilder selbst zurückverfolgen und was unsere Bildanalyse leistet.',
      buttonText: 'Bilder prüfen lassen',
    },
    sections: [
      {
        heading: 'Woher die Bilder in Fake-Profilen stammen',
        paragraphs: [
          'Die meisten Fotos in Betrugsprofilen sind gestohlen. Sie stammen von öffentlichen Instagram- oder Facebook-Konten echter Menschen, von Modelseiten, aus Bilddatenbanken oder aus Werbekampagnen. Beliebt sind Aufnahmen, die Vertrauen wecken: Uniformen, Arztkittel, Bilder mit Kindern oder Hunden, Urlaubsfotos vor teuren Autos. Oft wird eine ganze Fotoserie einer Person verwendet, damit über Wochen immer wieder neue Bilder verschickt werden können.',
          'Manche Täter kaufen ganze Bildersammlungen fertig zusammengestellt, andere übernehmen Fotos aus gehackten Konten, die nie öffentlich waren. Solche Bilder findet keine Suchmaschine. Zunehmend kommen auch Porträts aus KI-Bildgeneratoren zum Einsatz. Sie zeigen Menschen, die es gar nicht gibt, und tauchen deshalb bei einer Bildrückwärtssuche nirgends auf. Keine Treffer bedeuten also nicht automatisch, dass ein Bild echt ist.',
          'Beim Romance-Scam – dem Liebesbetrug, bei dem Gefühle vorgetäuscht werden, um an Geld zu kommen – sind die Fotos das Fundament der Täuschung. Bedenken Sie: Der Mensch auf den Bildern ist meist selbst ein Opfer und weiß oft nicht, dass sein Gesicht missbraucht wird. Machen Sie ihm deshalb keine Vorwürfe, wenn Sie ihn finden. Ein sachlicher Hinweis kann ihm helfen, die falschen Konten sperren zu lassen.',
        ],
      },
      {
        heading: 'So funktioniert die Bildrückwärtssuche',
        paragraphs: [
          'Bei einer Bildrückwärtssuche geben Sie statt eines Suchbegriffs ein Bild ein. Als Ergebnis listet die Suchmaschine Internetseiten auf, die diese Aufnahme oder eine fast gleiche enthalten. Am Smartphone nehmen Sie dafür am besten Google Lens. Das Lens-Symbol, eine stilisierte Kamera rechts im Suchfeld der Google-App, öffnet die Funktion; dort wählen Sie das Bildschirmfoto aus Ihren Fotos. Schneiden Sie vorher alles weg, was nicht zum Foto gehört, etwa Namen oder Schaltflächen der App.',
          'Nutzen Sie mehrere Suchmaschinen, denn jede kennt andere Seiten. Neben Google Lens eignen sich die visuelle Suche von Bing, die Bildersuche von Yandex und TinEye. TinEye findet vor allem exakte Kopien und lässt sich nach dem ältesten Fund sortieren. Das hilft, wenn ein angeblich neues Selfie schon seit Jahren im Netz steht. Yandex liefert bei Porträts oft andere Treffer als Google.',
          'Sehen Sie sich die Treffer genau an. Erscheint das Bild unter einem anderen Namen, in einem anderen Land oder auf einer Warnseite, ist das ein deutliches Zeichen. Prüfen Sie mehrere Fotos des Profils, nicht nur das erste. Ausschnitte, gespiegelte Bilder oder Filter erschweren die Suche. Gibt es nur wenige Treffer, schneiden Sie einen auffälligen Bildteil aus, etwa ein Gebäude im Hintergrund, und suchen Sie erneut.',
        ],
      },
      {
        heading: 'Hinweise auf bearbeitete oder KI-erzeugte Bilder',
        paragraphs: [
          'KI-erzeugte Porträts wirken oft makellos, haben aber kleine Fehler. Achten Sie auf Ohrringe, die links und rechts verschieden sind, auf verformte Hände und Finger, auf Zähne, die ineinander übergehen, und auf Haare, die mit dem Hintergrund verschmelzen. Schrift im Hintergrund ist oft unleserlich oder ergibt keinen Sinn. Auffällig ist auch, wenn alle Fotos wie aus einem Studio wirken und kein einziger Schnappschuss dabei ist.',
          'Bearbeitete Fotos erkennen Sie manchmal an gebogenen Linien in der Umgebung, etwa an Türrahmen oder Fliesen direkt neben dem Körper. Weitere Hinweise sind Schatten, die in verschiedene Richtungen fallen, unscharfe Ränder um eine Person oder verwischte Stellen in einer Ecke, an denen ein Wasserzeichen entfernt wurde. Gespiegelte Bilder verraten sich durch seitenverkehrte Schrift auf Schildern oder Kleidung.',
          'Wichtig: Alle diese Merkmale sind Hinweise, keine Beweise. Moderne Handykameras glätten Haut automatisch, Filter verändern Gesichter, und auch echte Fotos haben Fehler. Umgekehrt werden KI-Bilder ständig besser. Ziehen Sie deshalb aus einem einzelnen Merkmal keinen Schluss. Aussagekräftig wird es erst, wenn mehrere Auffälligkeiten zusammenkommen oder sich das Bild zusätzlich unter einem anderen Namen findet.',
        ],
      },
      {
        heading: 'Was unsere Bildanalyse umfasst',
        paragraphs: [
          'Bei der Buchung laden Sie die Fotos der zu prüfenden Person als JPG, PNG oder PDF hoch, jeweils bis 50 MB. Unsere Spezialistinnen und Spezialisten suchen jedes Bild von Hand in mehreren Suchmaschinen, auch als Ausschnitt und in gespiegelter Fassung. Gefundene Seiten sehen sie sich einzeln an: Unter welchem Namen erscheint das Foto dort, seit wann, und in welchem Zusammenhang? Auffälligkeiten, die auf eine Bearbeitung hindeuten, vermerken wir ausdrücklich als Hinweis.',
          'Wir setzen keine Gesichtserkennung ein. Wir vergleichen also keine Gesichtsmerkmale mit Datenbanken, sondern suchen nach veröffentlichten Kopien des konkreten Bildes, auch nach zugeschnittenen, gespiegelten oder farblich veränderten. Das schützt die Privatsphäre der abgebildeten Menschen. Die Bildanalyse kostet wie jede Prüfung 39 € inkl. MwSt. Den Link zu Ihrem Ergebnisbericht mit allen Fundstellen schicken wir Ihnen üblicherweise 24 bis 48 Stunden, nachdem die Bilder und Ihre Zahlung vorliegen. So können Sie jeden Treffer selbst ansehen.',
          'Bleibt die Suche nach einem Bild ohne Treffer, sagen wir Ihnen das offen. Das kann bedeuten, dass das Foto privat, aus einem gehackten Konto oder künstlich erzeugt ist – oder schlicht, dass es echt ist. Bleibt die ganze Prüfung ohne Treffer, greift unsere Garantie: Sie erhalten keine Erstattung, aber die nächste Prüfung ist kostenlos. Ihre hochgeladenen Bilder löschen wir spätestens 30 Tage nach Abschluss des Auftrags.',
        ],
      },
      {
        heading: 'Wenn Ihre eigenen Fotos missbraucht werden',
        paragraphs: [
          'Auch das kommt vor: Sie entdecken Ihr eigenes Gesicht in einem fremden Profil. Machen Sie Bildschirmfotos davon und notieren Sie den Link. Melden Sie das Profil dann bei der Plattform und wählen Sie dabei den Grund, dass sich das Konto als eine andere Person ausgibt. Ihr Umfeld kann helfen: Wer Sie kennt, sollte das falsche Konto ebenfalls melden und keine Anfragen von ihm annehmen.',
          'Um künftigen Missbrauch zu erschweren, stellen Sie Ihre Konten auf privat und prüfen Sie, wer Ihre Fotos sehen darf. Suchen Sie Ihre wichtigsten Profilbilder gelegentlich selbst per Bildrückwärtssuche. Wird Ihr Name zusätzlich für Bestellungen oder Verträge benutzt, handelt es sich um Identitätsdiebstahl. Dann sollten Sie Anzeige erstatten und die betroffenen Firmen schriftlich informieren.',
        ],
      },
    ],
    selfCheck: {
      title: 'Bilder selbst prüfen: Schritt für Schritt',
      intro:
        'So gehen Sie am Handy vor. Planen Sie für jedes Bild einige Minuten ein und sichern Sie interessante Treffer sofort als Bildschirmfoto.',
      items: [
        'Machen Sie von jedem Profilfoto ein eigenes Bildschirmfoto.',
        'Schneiden Sie das Bildschirmfoto so zu, dass nur das Foto zu sehen ist.',
        'Starten Sie Google Lens und wählen Sie das zugeschnittene Bildschirmfoto aus.',
        'Wiederholen Sie die Suche bei Bing, Yandex und TinEye.',
        'Lassen Sie sich bei TinEye die Treffer nach dem ältesten Fund anzeigen.',
        'Prüfen Sie, unter welchem Namen und in welchem Land das Bild sonst erscheint.',
        'Vergrößern Sie das Bild und achten Sie auf Hände, Ohren, Schmuck und Schrift im Hintergrund.',
        'Bitten Sie um ein neues Foto, auf dem die Person eine von Ihnen gewählte Geste zeigt, etwa drei erhobene Finger. Ausreden sind ein Warnzeichen.',
      ],
    },
    nextSteps: {
      title: 'Wenn ein Bild gestohlen ist',
      items: [
        'Leisten Sie keine Zahlungen mehr, auch wenn die Person eine Erklärung für die fremden Bilder hat.',
        'Speichern Sie jeden Treffer mit Link und Bildschirmfoto, bevor die Seite verschwindet.',
        'Haben Sie wegen dieses Profils bereits bezahlt, rufen Sie noch heute Ihre Bank an.',
        'Melden Sie das Profil auf der Plattform als Fälschung und blockieren Sie den Kontakt.',
        'Erstatten Sie Anzeige und geben Sie der Polizei Ihre Suchergebnisse mit.',
        'Ist die Lage unklar, lassen Sie die Bilder von unserem Team analysieren.',
      ],
    },
  },
];
