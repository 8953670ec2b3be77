import type { LandingConfig } from '../types.ts';

// Landing pages, set C: dating apps (Tinder, Bumble, Finya, general) and romance scam topics.
// Category and service values follow the slug → service table of spec §2.

export const landingsC: readonly LandingConfig[] = [
  {
    slug: 'tinder-fake-profile-erkennen',
    category: 'dating-app',
    seo: {
      title: 'Tinder-Fake-Profile erkennen: Fotos, Profiltext, Chat',
      description:
        'Falsche Tinder-Profile an Fotos, Profiltext und dem schnellen Wechsel zu WhatsApp erkennen: Tipps zum Selbsttest und manuelle Prüfung für 39 €.',
      keywords: [
        'tinder fake profile erkennen',
        'tinder fake profil',
        'tinder betrug',
        'tinder bildrückwärtssuche',
        'tinder whatsapp wechsel',
        'tinder sms code betrug',
      ],
    },
    hero: {
      title: 'Ist Ihr Tinder-Match echt? So erkennen Sie Fake-Profile',
      subtitle:
        'Makellose Fotos, ein knapper Profiltext und schon nach wenigen Nachrichten die Bitte um Ihre WhatsApp-Nummer: Wir zeigen, worauf Sie achten können. Auf Wunsch prüfen unsere Spezialistinnen und Spezialisten das Profil von Hand.',
      guarantee: 'Keine Treffer? Ihr nächster Profil-Check ist dann kostenlos.',
      buttonText: 'Tinder-Profil prüfen lassen',
    },
    service: 'tinder-fake-detection',
    article: {
      title: 'Woran Sie ein falsches Tinder-Profil erkennen',
      subtitle: 'Fotos, Profiltext und Chatverlauf verraten oft mehr, als Betrüger denken',
      text: 'Auf Tinder entscheiden wenige Fotos und ein kurzer Text über ein Match. Darauf setzen Betrüger. Sie erstellen Konten mit gestohlenen Bildern, oft von Models, Fitnesstrainern oder Ärztinnen, und wischen massenhaft nach rechts. Manche wollen Sie auf kostenpflichtige Seiten locken, andere bauen über Wochen Vertrauen auf, um später Geld zu fordern. Letzteres nennt man Romance-Scam oder Liebesbetrug: Gefühle werden vorgetäuscht, um an Ihr Erspartes zu kommen. Ein Match allein sagt also noch nichts darüber, ob hinter dem Profil wirklich die Person steckt, die Sie auf den Bildern sehen.\n\nSchauen Sie sich zuerst die Bilder an. Fake-Profile zeigen häufig nur zwei oder drei Fotos, die wie aus einem Katalog wirken: perfektes Licht, kaum Alltag, keine Freunde, nie ein unscharfes Handybild. Der Profiltext unter „Über mich“ ist entweder leer oder auffallend allgemein, etwa „Ehrlich, treu, suche die große Liebe“. Manchmal steht dort nur ein Instagram-Name oder die Bitte, sich woanders zu melden. Widersprechen sich Alter, Beruf und Aussehen, etwa ein angeblich 52-jähriger Ingenieur mit den Bildern eines Mittzwanzigers, lohnt ein zweiter Blick.\n\nEin besonders häufiges Zeichen ist der schnelle Wechsel aus der App. Nach wenigen Nachrichten heißt es, man sei kaum auf Tinder oder die App stürze ständig ab, und Sie sollen auf WhatsApp, Telegram oder Snapchat weiterschreiben. Dort greifen die Meldefunktionen von Tinder nicht mehr, und das Profil kann verschwinden, ohne dass der Kontakt abreißt. Vorsicht auch, wenn Ihr Match Sie bittet, einen Code weiterzugeben, den Sie per SMS erhalten. Damit können Fremde Ihr Konto oder Ihren WhatsApp-Zugang übernehmen. Solche Codes gehören nur Ihnen.\n\nEiniges können Sie selbst prüfen. Machen Sie ein Bildschirmfoto der Profilbilder und laden Sie es in eine Bildrückwärtssuche, etwa bei Google Lens, Bing oder TinEye. Taucht dasselbe Foto unter anderem Namen auf, zum Beispiel bei einer Modelagentur oder auf einem fremden Instagram-Konto, spricht viel dafür, dass die Bilder von jemand anderem stammen. Schlagen Sie außerdem einen kurzen Videoanruf vor, den Tinder direkt im Chat anbietet. Wer echt ist, hat damit meist kein Problem. Ständige Ausreden wie eine kaputte Kamera oder schlechter Empfang sollten Sie ernst nehmen.\n\nReicht Ihnen das nicht, übernehmen wir die Prüfung von Hand. Wir suchen mit mehreren Bildrückwärtssuchen nach identischen und bearbeiteten Kopien der Bilder, halten auf anderen Plattformen nach dem Benutzernamen Ausschau und prüfen, ob sich Beruf und Wohnort in öffentlich zugänglichen Quellen wiederfinden. Auf private Konten oder interne Daten von Tinder haben wir keinen Zugriff. Bis das Ergebnis da ist: Überweisen Sie kein Geld, speichern Sie Chat und Profil als Bildschirmfoto und melden Sie das Profil in der App. Pro Auftrag wird eine Person geprüft, zum Festpreis von 39 € inkl. MwSt. Das Ergebnis erhalten Sie in der Regel nach 24 bis 48 Stunden per E-Mail.',
    },
    categories: [
      {
        title: 'Auffällige Fotos und Profiltexte',
        items: [
          'Nur zwei oder drei makellose, professionell wirkende Bilder',
          'Kein einziges Foto mit Freunden, Familie oder im Alltag',
          'Profiltext leer, sehr allgemein oder nur ein Instagram-Name',
          'Alter, Beruf und Aussehen passen nicht zusammen',
        ],
      },
      {
        title: 'Typische Tricks im Tinder-Chat',
        items: [
          'Schon nach wenigen Nachrichten soll es auf WhatsApp weitergehen',
          'Bitte, einen per SMS erhaltenen Code weiterzuleiten',
          'Links zu angeblichen Verifizierungs- oder Fotoseiten',
          'Der Videoanruf in der App wird immer wieder verschoben',
        ],
      },
      {
        title: 'Was unser Profil-Check umfasst',
        items: [
          'Bildrückwärtssuche über mehrere Suchmaschinen',
          'Suche nach Benutzernamen und Profiltext auf anderen Plattformen',
          'Abgleich von Beruf und Wohnort mit öffentlichen Quellen',
          'Schriftliche Einschätzung, in der Regel nach 24–48 Stunden',
        ],
      },
    ],
    warning: {
      title: 'Warnsignale bei Tinder-Matches',
      description:
        'Ein einzelnes Zeichen beweist noch keinen Betrug. Treffen mehrere Punkte zu, sollten Sie vorsichtig sein und weder Geld noch persönliche Daten herausgeben.',
      left: {
        title: 'Im Profil',
        items: [
          'Fotos wirken wie aus einem Werbeprospekt',
          'Angegebene Entfernung passt nicht zu den Erzählungen',
          'Hinweis im Profiltext, man sei „selten online“',
          'Verweis auf andere Apps oder externe Seiten',
        ],
      },
      right: {
        title: 'Im Gespräch',
        items: [
          'Sehr schnelle Liebesbekundungen nach wenigen Tagen',
          'Fragen nach Einkommen, Wohnung oder Familienstand',
          'Ausweichende Antworten auf einfache persönliche Fragen',
          'Erste Bitte um Geld, Gutscheinkarten oder Kryptowährung',
        ],
      },
    },
  },
  {
    slug: 'bumble-fake-profile',
    category: 'dating-app',
    seo: {
      title: 'Bumble-Fake-Profile: Der Haken allein genügt nicht',
      description:
        'Verifiziert heißt nicht ehrlich: So erkennen Sie gefälschte Profile auf Bumble, typische Maschen wie Krypto-Anlagen und was eine manuelle Prüfung leistet.',
      keywords: [
        'bumble fake profile',
        'bumble fake erkennen',
        'bumble verifizierung',
        'bumble betrug',
        'bumble krypto betrug',
        'dating app fake profil prüfen',
      ],
    },
    hero: {
      title: 'Fake-Profile auf Bumble: Auch ein Haken kann täuschen',
      subtitle:
        'Die Verifizierung auf Bumble zeigt nur, dass jemand einmal ein passendes Selfie aufgenommen hat. Über Absichten sagt sie nichts – wir erklären typische Muster und prüfen das Profil auf Wunsch für Sie.',
      guarantee: 'Bleibt die Prüfung ohne Treffer, ist Ihre nächste kostenlos.',
      buttonText: 'Bumble-Profil prüfen lassen',
    },
    service: 'bumble-fake-analysis',
    article: {
      title: 'Gefälschte Profile auf Bumble: Muster, die sich wiederholen',
      subtitle: 'Warum das Verifizierungszeichen keine Garantie ist und worauf Sie stattdessen achten',
      text: 'Bumble gilt als höflicher als andere Dating-Apps, weil bei Matches zwischen Frau und Mann in der Regel die Frau zuerst schreibt und ein Match verfällt, wenn niemand rechtzeitig antwortet. Betrüger stellen sich darauf ein. Sie gestalten ihre Profile so, dass man gern den ersten Schritt macht: sympathisches Lächeln, ein Hund, ein Segelboot, ein Beruf mit Verantwortung. Meist folgt dann kein plumper Geldwunsch, sondern ein geduldiger Aufbau von Nähe über Wochen. Man spricht von Romance-Scam oder Liebesbetrug, wenn Zuneigung nur gespielt wird, um später an Geld zu gelangen.\n\nViele Nutzer vertrauen dem Verifizierungshaken. Bumble vergibt ihn, wenn jemand ein Selfie in einer vorgegebenen Pose aufnimmt, das zu den Profilbildern passt. Das ist ein nützlicher Filter, aber keine Garantie. Der Haken bestätigt einen einzigen Moment, nicht die Absicht dahinter. Betrügergruppen kaufen oder übernehmen bereits verifizierte Konten, oder eine echte Person stellt sich für das Selfie zur Verfügung, während andere den Chat schreiben. Name, Beruf und Wohnort sind durch das Zeichen ohnehin nicht bestätigt, auch wenn es auf den ersten Blick so wirkt.\n\nAuf Bumble fallen vor allem drei Muster auf. Erstens der erfolgreiche Geschäftsmann, angeblich in Finanzen, Immobilien oder im Weinhandel tätig, der nach einigen Tagen beiläufig von seinen Gewinnen mit Kryptowährung erzählt und Ihnen eine bestimmte Handels-App empfiehlt. Zweitens das Profil, das sofort Ihre Telefonnummer möchte, weil es Bumble „kaum nutzt“. Drittens Kontakte, die statt Romantik rasch eine Geschäftsidee oder Geldanlage ins Gespräch bringen. Echte Menschen drängen selten so zielstrebig auf Geld oder einen Wechsel in einen anderen Messenger.\n\nSie können selbst einiges tun. Prüfen Sie die Profilbilder mit einer Bildrückwärtssuche, etwa über Google Lens oder TinEye. Nutzen Sie den Videoanruf, den Bumble im Chat anbietet, bevor Sie Ihre Nummer herausgeben. Stellen Sie Fragen zum angegebenen Wohnort und achten Sie darauf, ob die Antworten ausweichend bleiben. Wird Ihnen eine Anlageplattform empfohlen, suchen Sie deren Namen in den Verbraucherwarnungen der Finanzaufsicht BaFin. Gefälschte Handelsseiten zeigen oft beeindruckende Gewinne, doch eine Auszahlung scheitert dann an immer neuen Gebühren.\n\nUnsere Spezialistinnen und Spezialisten prüfen ein Bumble-Profil von Hand. Sie suchen per Bildrückwärtssuche nach identischen und bearbeiteten Kopien der Fotos, vergleichen den Namen mit öffentlichen Quellen wie Firmenseiten oder beruflichen Netzwerken und achten darauf, ob Texte und Bilder bereits in anderen Zusammenhängen auftauchen. Was nicht öffentlich ist, bleibt für uns tabu. Wenn Ihnen jemand eine Anlage empfohlen hat: Zahlen Sie nichts nach, auch nicht für angebliche Steuern oder Freischaltgebühren. Sichern Sie den Chatverlauf, nutzen Sie die Meldefunktion von Bumble und erstatten Sie Anzeige, falls bereits Geld geflossen ist.',
    },
    categories: [
      {
        title: 'Muster, die auf Bumble häufig auftauchen',
        items: [
          'Erfolgreicher Unternehmer mit auffallend luxuriösen Fotos',
          'Beiläufige Erzählungen über Gewinne mit Kryptowährung',
          'Empfehlung einer bestimmten Handels-App oder Webseite',
          'Drängen auf Ihre Nummer, bevor es einen Videoanruf gab',
        ],
      },
      {
        title: 'Was der Verifizierungshaken nicht beweist',
        items: [
          'Dass Name und Beruf stimmen',
          'Dass dieselbe Person die Nachrichten schreibt',
          'Dass das Konto nicht gekauft oder übernommen wurde',
          'Dass die Absichten ehrlich sind',
        ],
      },
      {
        title: 'So geht unser Team vor',
        items: [
          'Bildrückwärtssuche zu allen Profilfotos, auch nach bearbeiteten Kopien',
          'Abgleich des Namens mit Firmenseiten und Berufsnetzwerken',
          'Suche nach wiederverwendeten Profiltexten',
          'Nachvollziehbarer Ergebnisbericht mit Fundstellen',
        ],
      },
    ],
    warning: {
      title: 'Achtung bei diesen Bumble-Kontakten',
      description:
        'Betrug auf Bumble beginnt oft freundlich und geduldig. Diese Anzeichen sollten Sie ernst nehmen, auch wenn das Profil ein Verifizierungszeichen trägt.',
      left: {
        title: 'Verdächtige Profilmerkmale',
        items: [
          'Bilder zeigen vor allem Autos, Reisen und teure Uhren',
          'Arbeit angeblich im Ausland, etwa auf einer Großbaustelle',
          'Sehr kurzer Profiltext ohne persönliche Einzelheiten',
          'Fotos wirken älter oder jünger als das angegebene Alter',
        ],
      },
      right: {
        title: 'Verdächtiges Verhalten im Chat',
        items: [
          'Der Videoanruf in der App wird abgelehnt',
          'Das Gespräch dreht sich bald um Geld und Anlagen',
          'Sie sollen eine unbekannte App installieren',
          'Gewinne lassen sich nur gegen neue Gebühren auszahlen',
        ],
      },
    },
  },
  {
    slug: 'finya-fake-profil-erkennen',
    category: 'dating-app',
    seo: {
      title: 'Finya: Fake-Profil erkennen und Maschen durchschauen',
      description:
        'Finya ist kostenlos – das nutzen auch Betrüger. Typische Fake-Maschen auf der Singlebörse, Warnzeichen in Nachrichten und wie Sie ein Profil prüfen lassen.',
      keywords: [
        'finya fake profil',
        'finya fake erkennen',
        'finya betrug',
        'finya betrüger',
        'singlebörse fake profile',
        'kostenlose singlebörse betrug',
      ],
    },
    hero: {
      title: 'Fake-Profil auf Finya? So gehen Sie dem Verdacht nach',
      subtitle:
        'Auf einer kostenlosen Singlebörse kann jeder in wenigen Minuten ein Profil anlegen. Wir zeigen, welche Maschen auf Finya häufig vorkommen, und prüfen verdächtige Kontakte von Hand.',
      guarantee: 'Ohne Treffer übernehmen wir die nächste Prüfung kostenlos.',
      buttonText: 'Finya-Profil prüfen lassen',
    },
    service: 'finya-fake-analysis',
    article: {
      title: 'So funktionieren die Maschen mit Fake-Profilen auf Finya',
      subtitle: 'Was auf einer kostenlosen deutschen Singlebörse anders ist und woran Sie Betrüger erkennen',
      text: 'Finya ist eine deutsche Singlebörse, die man kostenlos nutzen kann. Das macht sie beliebt, auch bei Menschen ab 50, die eine ernsthafte Beziehung suchen. Es bedeutet aber auch: Wer ein falsches Profil anlegen will, braucht dafür weder Kreditkarte noch Abo. Betrüger erstellen deshalb viele Profile, schreiben zahlreiche Mitglieder gleichzeitig an und warten ab, wer antwortet. Wird ein Profil gelöscht, ist das nächste schnell angelegt. Die meisten Menschen auf Finya sind echt. Trotzdem lohnt es sich, die wiederkehrenden Muster zu kennen.\n\nAuf Finya begegnen Nutzern vor allem bestimmte Figuren. Da ist der verwitwete Ingenieur, der gerade beruflich im Ausland arbeitet und dessen Tochter in einem Internat lebt. Oder die junge Frau, die gezielt deutlich ältere Männer anschreibt. Die erste Nachricht ist oft lang, schmeichelhaft und passt zu fast jedem Empfänger. Kurz darauf kommt die Bitte um Ihre E-Mail-Adresse oder Handynummer, angeblich weil man sich nur selten einloggt. Manche Profile wollen Sie auch auf fremde Seiten locken, die Geld oder Ihre Kreditkartendaten verlangen.\n\nAchten Sie beim Schreiben auf die Sprache. Holprige Sätze, plötzliche Wechsel zwischen „du“ und „Sie“ oder Formulierungen, die nach Übersetzungsprogramm klingen, passen nicht zu jemandem, der angeblich aus Hamburg oder München stammt. Verdächtig ist auch, wenn Ihre Fragen unbeantwortet bleiben und stattdessen lange Liebesbriefe kommen. Solche Texte werden oft wortgleich an viele Menschen verschickt. Setzen Sie einen auffälligen Satz in Anführungszeichen und geben Sie ihn in eine Suchmaschine ein. Taucht er in Warnforen oder Berichten über Betrug auf, ist das ein starkes Warnsignal.\n\nPrüfen Sie außerdem die Fotos mit einer Bildrückwärtssuche. Erscheinen dieselben Bilder unter einem anderen Namen bei Facebook, Instagram oder einer Fotoagentur, stammen sie sehr wahrscheinlich nicht von Ihrem Kontakt. Nutzen Sie die Meldefunktion der Plattform, wenn Ihnen etwas merkwürdig vorkommt; das Team der Singlebörse kann auffällige Konten sperren. Ziel vieler falscher Profile ist ein Romance-Scam, also Liebesbetrug: Über Wochen entsteht Vertrauen, dann folgt eine Notlage, für die plötzlich Geld gebraucht wird. Spätestens an diesem Punkt sollten Sie innehalten.\n\nWenn Sie unsicher bleiben, können Sie das Profil von unseren Spezialistinnen und Spezialisten prüfen lassen. Dafür brauchen wir den Profilnamen; hilfreich sind außerdem Bildschirmfotos der Bilder und, falls vorhanden, die E-Mail-Adresse oder Telefonnummer, die Ihr Kontakt Ihnen gegeben hat. Wir suchen von Hand in öffentlichen Quellen, ob Bilder, Texte oder Kontaktdaten schon in anderen Zusammenhängen aufgetaucht sind. Bis das Ergebnis da ist, gilt: Schicken Sie kein Geld und keine Ausweiskopie. Für 39 € inkl. MwSt. erhalten Sie in der Regel binnen 24 bis 48 Stunden eine schriftliche Einschätzung.',
    },
    categories: [
      {
        title: 'Häufige Fake-Figuren auf Finya',
        items: [
          'Verwitweter Ingenieur oder Arzt mit Auftrag im Ausland',
          'Junge Frau, die gezielt deutlich ältere Männer anschreibt',
          'Alleinerziehender Vater mit Kind im Internat',
          'Profil mit Werbelink zu einer externen Seite',
        ],
      },
      {
        title: 'Auffälligkeiten in den Nachrichten',
        items: [
          'Lange erste Nachricht, die zu jedem passen könnte',
          'Holpriges Deutsch trotz angeblich deutscher Herkunft',
          'Ihre eigenen Fragen werden übergangen',
          'Frühe Bitte um E-Mail-Adresse oder Handynummer',
        ],
      },
      {
        title: 'Was Sie für die Prüfung angeben',
        items: [
          'Profilname und Link zum Finya-Profil',
          'Bildschirmfotos der Profilbilder',
          'E-Mail-Adresse oder Nummer, falls vorhanden',
          'Kurze Beschreibung, was Ihnen verdächtig vorkommt',
        ],
      },
    ],
    warning: {
      title: 'Typische Warnzeichen auf Finya',
      description:
        'Für Betrüger heißt kostenlos vor allem: Ein neues Profil ist schnell angelegt. Diese Punkte sollten Sie aufmerksam machen, bevor Vertrauen entsteht.',
      left: {
        title: 'Am Profil erkennbar',
        items: [
          'Sehr wenige Angaben, aber auffallend schöne Fotos',
          'Wohnort in Deutschland, Arbeit angeblich im Ausland',
          'Altersangabe passt nicht zu den Bildern',
          'Profil verschwindet, der Kontakt meldet sich woanders',
        ],
      },
      right: {
        title: 'Im Verlauf des Kontakts',
        items: [
          'Liebeserklärungen, bevor Sie sich je gesehen haben',
          'Treffen werden kurzfristig immer wieder abgesagt',
          'Bitte um Geld, Gutscheinkarten oder Kontodaten',
          'Wunsch, den Kontakt vor der Familie geheim zu halten',
        ],
      },
    },
  },
  {
    slug: 'online-dating-fake-profile-verbraucherzentrale',
    category: 'dating-app',
    seo: {
      title: 'Fake-Profile beim Online-Dating: Tipps für Verbraucher',
      description:
        'Allgemeine Verbrauchertipps zu Fake-Profilen beim Online-Dating: Abos prüfen, bezahlte Chat-Profile erkennen, kein Geld an Online-Bekanntschaften senden.',
      keywords: [
        'online dating fake profile verbraucherzentrale',
        'fake profile dating portal',
        'verbraucherschutz online dating',
        'dating portal abo kündigen',
        'chat moderatoren dating',
        'dating betrug melden',
      ],
    },
    hero: {
      title: 'Fake-Profile beim Online-Dating: Das sollten Verbraucher wissen',
      subtitle:
        'Bezahlte Chat-Profile, lange Abos und Betrüger mit erfundener Identität: Hier finden Sie allgemeine Verbraucherhinweise für Ihren nächsten Schritt. Wir sind keine Verbraucherzentrale, prüfen aber auf Wunsch einzelne Profile für Sie.',
      guarantee: 'Kein Abo. Ohne Treffer keine Erstattung, aber die nächste Prüfung kostenlos.',
      buttonText: 'Dating-Profil prüfen lassen',
    },
    service: 'dating-verbraucherzentrale-check',
    article: {
      title: 'Fake-Profile und Dating-Betrug: allgemeine Hinweise für Verbraucher',
      subtitle: 'Welche Ratschläge sich im Verbraucherschutz bewährt haben und wie Sie sie umsetzen',
      text: 'Wer im Internet nach Fake-Profilen und der Verbraucherzentrale sucht, möchte meist wissen, ob er sich auf ein Dating-Portal oder einen bestimmten Kontakt verlassen kann. Vorweg: Echtcheck ist keine Verbraucherzentrale, arbeitet nicht mit den Verbraucherzentralen zusammen und spricht nicht in ihrem Namen. Auf dieser Seite fassen wir allgemeine Hinweise zusammen, wie sie im Verbraucherschutz üblich sind. Bei Fragen zu einem Vertrag mit einem Dating-Portal, etwa zu Kündigung, Laufzeit oder Widerruf, ist die Verbraucherzentrale in Ihrem Bundesland eine gute Anlaufstelle. Unser Angebot ist ein anderes: Wir prüfen einzelne Profile auf Anzeichen von Betrug.\n\nBei falschen Profilen im Online-Dating geht es um zwei sehr verschiedene Dinge. Zum einen gibt es Portale, auf denen bezahlte Schreiber erfundene Profile bedienen, damit Mitglieder weiter Nachrichten oder Münzen kaufen. Hinweise darauf stehen manchmal nur im Kleingedruckten, etwa unter Begriffen wie „Animation“ oder „Unterhaltungsangebot“. Zum anderen nutzen Betrüger seriöse Plattformen, um Vertrauen aufzubauen und dann Geld zu fordern. Das nennt man Romance-Scam oder Liebesbetrug. Im ersten Fall zahlen Sie für Gespräche mit einer Erfindung, im zweiten stehen womöglich Ihre Ersparnisse auf dem Spiel.\n\nVor der Anmeldung lohnt ein Blick in die AGB und ins Impressum. Wo sitzt der Anbieter? Wird erwähnt, dass Profile vom Betreiber selbst stammen? Wie verlängert sich eine Mitgliedschaft, und zu welchem Preis? Notieren Sie sich die Kündigungsfrist, sobald Sie ein Abo abschließen, und speichern Sie die Bestätigungsmail. Misstrauisch sollten Sie werden, wenn Sie viele Nachrichten von sehr attraktiven Profilen erhalten, die nie ein Treffen vereinbaren, während jede Antwort Geld kostet. Solche Gespräche drehen sich oft im Kreis, weil sie zu keinem Kennenlernen führen sollen.\n\nGegen Betrüger auf seriösen Plattformen helfen einfache Grundregeln, die allgemein als Verbraucherrat gelten. Überweisen Sie niemandem Geld, den Sie nur aus dem Internet kennen. Geben Sie keine Ausweiskopien, Kontodaten oder Zugangscodes heraus. Lassen Sie sich nicht unter Zeitdruck setzen und sprechen Sie mit einer Vertrauensperson, bevor Sie etwas entscheiden. Prüfen Sie Profilfotos mit einer Bildrückwärtssuche. Wer sich trotz wochenlangen, intensiven Schreibens nicht per Video zeigen will, hat dafür selten einen harmlosen Grund.\n\nIst bereits Geld geflossen, wenden Sie sich zuerst an Ihre Bank und an die Polizei. Melden Sie das Profil beim Portal, sichern Sie Chats als Bildschirmfotos und kündigen Sie ein ungewolltes Abo nachweisbar.\n\nWenn Sie bei einem bestimmten Kontakt unsicher sind, können unsere Spezialistinnen und Spezialisten das Profil von Hand prüfen. Sie recherchieren in öffentlichen Quellen, ob Fotos, Namen oder Texte schon anderweitig verwendet wurden, und fassen das Ergebnis verständlich zusammen. Eine solche Prüfung kostet einmalig 39 € inkl. MwSt.; ein Abonnement schließen Sie bei uns nicht ab. Die Prüfung ersetzt weder eine Rechtsberatung noch eine Anzeige.',
    },
    categories: [
      {
        title: 'Vor der Anmeldung auf einem Portal',
        items: [
          'Impressum und Sitz des Anbieters ansehen',
          'In den AGB nach Hinweisen auf Betreiberprofile suchen',
          'Laufzeit, Preis und Verlängerung des Abos notieren',
          'Bestätigungsmails und Rechnungen aufbewahren',
        ],
      },
      {
        title: 'Allgemeine Regeln gegen Dating-Betrug',
        items: [
          'Kein Geld an Menschen, die Sie nur online kennen',
          'Keine Ausweiskopien, Kontodaten oder Codes weitergeben',
          'Vor Entscheidungen mit einer Vertrauensperson sprechen',
          'Profilfotos per Bildrückwärtssuche prüfen',
        ],
      },
      {
        title: 'Wer Ihnen wobei helfen kann',
        items: [
          'Verbraucherzentrale: Fragen zu Verträgen und Abos',
          'Polizei: Anzeige bei Betrug oder Erpressung',
          'Bank: Zahlungen stoppen und Konto absichern',
          'Echtcheck: manuelle Prüfung eines einzelnen Profils',
        ],
      },
    ],
    warning: {
      title: 'Anzeichen für unechte Profile und Betrug',
      description:
        'Manche Fakes kosten Sie nur Geld für Nachrichten, andere Ihre Ersparnisse. Unter „Hinweise auf bezahlte Chat-Profile“ lesen Sie, woran Sie bezahlte Schreiber erkennen, unter „Hinweise auf Liebesbetrug“, was auf einen Romance-Scam hindeutet.',
      left: {
        title: 'Hinweise auf bezahlte Chat-Profile',
        items: [
          'Viele Zuschriften kurz nach der Anmeldung',
          'Antworten kosten Münzen oder Guthaben',
          'Treffen werden versprochen, aber nie vereinbart',
          'Telefonnummer oder E-Mail-Adresse wird nie genannt',
        ],
      },
      right: {
        title: 'Hinweise auf Liebesbetrug',
        items: [
          'Schneller Wechsel in einen privaten Messenger',
          'Große Gefühle nach wenigen Tagen',
          'Eine Notlage, die nur mit Geld zu lösen ist',
          'Bitte um Verschwiegenheit gegenüber Angehörigen',
        ],
      },
    },
  },
  {
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
  },
  {
    slug: 'heiratsschwindler',
    category: 'romance-scam',
    seo: {
      title: 'Heiratsschwindler erkennen: Vorgehen, Recht und Hilfe',
      description:
        'Heiratsschwindel ist meist Betrug nach § 263 StGB. Wie Heiratsschwindler vorgehen, woran Sie sie erkennen und was Sie tun können – allgemeine Informationen.',
      keywords: [
        'heiratsschwindler',
        'heiratsschwindel',
        'heiratsschwindler erkennen',
        'heiratsschwindel strafbar',
        'betrug § 263 stgb',
        'heiratsschwindler internet',
      ],
    },
    hero: {
      title: 'Heiratsschwindler erkennen: So schützen Sie sich und Ihr Geld',
      subtitle:
        'Heiratsschwindler versprechen eine gemeinsame Zukunft und meinen Ihr Geld. Wir erklären, wie sie vorgehen, was rechtlich gilt und wie Sie einen Verdacht prüfen lassen können.',
      guarantee: 'Bleibt die Suche ohne Treffer, ist die nächste Prüfung kostenlos.',
      buttonText: 'Person prüfen lassen',
    },
    service: 'heiratsschwindler-check',
    article: {
      title: 'Wie Heiratsschwindler vorgehen und was Sie tun können',
      subtitle: 'Vom Kennenlernen bis zur Geldforderung – und was das Strafrecht dazu sagt',
      text: 'Heiratsschwindel ist eine alte Masche, die es lange vor dem Internet gab. Ein Mann oder eine Frau macht Ihnen den Hof und spricht bald von Hochzeit, gemeinsamem Haus und Ruhestand am Meer. Heute beginnt das oft auf Dating-Seiten oder in sozialen Netzwerken, manchmal aber auch ganz klassisch im Urlaub oder im Verein. Anders als beim reinen Online-Liebesbetrug, dem Romance-Scam, treffen sich Heiratsschwindler häufig tatsächlich mit ihren Opfern. Gerade das macht sie so glaubwürdig: Man hat sich gesehen, umarmt und vielleicht schon Freunde kennengelernt.\n\nDas Geld fließt meist nicht auf einmal, sondern in Etappen. Zuerst ein kleines Darlehen für eine angeblich blockierte Überweisung, dann Geld für die gemeinsame Wohnung, später für Schulden aus einer Scheidung, eine Erbschaft, die erst gegen Gebühren freigegeben wird, oder ein Geschäft kurz vor dem Durchbruch. Heiratsschwindler treten gern mit Titeln oder Berufen auf, die Vertrauen wecken: Arzt, Pilotin, Offizier, Unternehmer. Nicht selten führen sie mehrere Beziehungen gleichzeitig. Wer nachfragt, erlebt Kränkung oder Vorwürfe, bis er sich für sein Misstrauen entschuldigt.\n\nEinen eigenen Straftatbestand „Heiratsschwindel“ gibt es nicht. Strafrechtlich fällt er meist unter Betrug im Sinne von § 263 StGB. Vereinfacht gesagt ist strafbar, wer durch Täuschung einen Irrtum hervorruft und dadurch das Vermögen eines anderen schädigt, um sich oder Dritte zu bereichern. Eine Beziehung zu beenden oder ein Heiratsversprechen nicht zu halten, ist für sich genommen kein Betrug. Entscheidend ist, ob Gefühle vorgetäuscht wurden, um an Geld zu kommen. Das ist eine allgemeine Information, keine Rechtsberatung. Wie Ihr eigener Fall zu bewerten ist, beantworten eine Anwaltskanzlei oder die Polizei.\n\nEinige Fragen helfen, einen Verdacht einzuordnen. Kennen Sie die Wohnung Ihres Partners, seine Arbeitsstelle, Menschen aus seinem Umfeld? Lassen sich Beruf, Doktortitel oder Firma in öffentlichen Verzeichnissen, auf Firmenseiten oder im Handelsregister wiederfinden? Gibt es Fotos, die er Ihnen geschickt hat, unter anderem Namen im Netz? Eine Bildrückwärtssuche können Sie selbst durchführen. Auffällig ist auch, wenn Unterlagen wie Kontoauszüge, Erbscheine oder Verträge nur als Foto gezeigt werden und nie im Original. Sprechen Sie mit einem Menschen Ihres Vertrauens, bevor Sie weiteres Geld geben.\n\nUnsere Spezialistinnen und Spezialisten gleichen die Angaben einer Person manuell mit öffentlichen Quellen ab: Name und Fotos, angegebene Berufe und Firmen, frühere Profile und öffentliche Warnungen. Wir haben keine polizeilichen Befugnisse und keinen Zugriff auf Register, die nicht öffentlich sind. Das Ergebnis ist eine sorgfältige Einschätzung, die Ihnen bei der Entscheidung hilft. Haben Sie bereits Geld gegeben, sammeln Sie Belege wie Überweisungen, Quittungen, Nachrichten und Fotos. Erstatten Sie Anzeige und konfrontieren Sie die Person vorher möglichst nicht, damit keine Beweise verschwinden. Ob sich Geld zurückfordern lässt, kann nur eine anwaltliche Beratung klären.',
    },
    categories: [
      {
        title: 'So gehen Heiratsschwindler häufig vor',
        items: [
          'Frühes Gespräch über Hochzeit und gemeinsames Heim',
          'Vertrauenswürdiger Beruf oder Titel als Fassade',
          'Geldbitten in kleinen, dann immer größeren Schritten',
          'Gekränkte Reaktion, sobald Sie Fragen stellen',
        ],
      },
      {
        title: 'Fragen, die Sie sich stellen können',
        items: [
          'Kenne ich seine Wohnung und sein Umfeld?',
          'Lassen sich Beruf und Firma öffentlich belegen?',
          'Habe ich Unterlagen je im Original gesehen?',
          'Würde ich diesen Betrag auch einem Bekannten leihen?',
        ],
      },
      {
        title: 'Unser Abgleich mit öffentlichen Quellen',
        items: [
          'Name, Fotos und frühere Profile',
          'Angaben zu Beruf, Titel und Firma',
          'Öffentliche Warnungen und Erfahrungsberichte',
          'Zusammenfassung mit Quellen, meist in 24–48 Stunden',
        ],
      },
    ],
    warning: {
      title: 'Anzeichen für Heiratsschwindel',
      description:
        'Heiratsschwindler wirken oft charmant, großzügig und verlässlich, bis es um Geld geht. Achten Sie auf diese Signale, auch wenn Sie die Person persönlich kennen.',
      left: {
        title: 'In der Beziehung',
        items: [
          'Pläne für Hochzeit und Zukunft schon nach kurzer Zeit',
          'Wenig Einblick in Wohnung, Arbeit und Familie',
          'Unerklärliche Abwesenheiten und wechselnde Nummern',
          'Anfangs Geschenke, später nur noch Bitten',
        ],
      },
      right: {
        title: 'Rund ums Geld',
        items: [
          'Vorübergehend gesperrte Konten oder blockierte Erbschaften',
          'Dokumente nur als Foto, nie im Original',
          'Darlehen ohne schriftliche Vereinbarung',
          'Druck, niemandem von dem Geld zu erzählen',
        ],
      },
    },
  },
  {
    slug: 'romance-scam-anzeichen',
    category: 'romance-scam',
    seo: {
      title: 'Romance-Scam-Anzeichen: Warnsignale für Liebesbetrug',
      description:
        'Liebesschwüre nach Tagen, kein Videoanruf, Notfall im Ausland, Bitte um Gutscheinkarten oder Krypto: die typischen Anzeichen eines Romance-Scams erklärt.',
      keywords: [
        'romance scam anzeichen',
        'liebesbetrug anzeichen',
        'love bombing',
        'romance scam erkennen',
        'liebesbetrug gutscheinkarten',
        'liebesbetrug krypto',
      ],
    },
    hero: {
      title: 'Romance-Scam: die Anzeichen, die fast immer auftauchen',
      subtitle:
        'Liebesbetrug folgt einem Drehbuch. Wer die einzelnen Szenen kennt, erkennt das Muster oft früher, auch wenn die eigenen Gefühle echt sind.',
      guarantee: 'Keine Treffer? Ihre nächste Prüfung kostet dann nichts.',
      buttonText: 'Kontakt jetzt prüfen lassen',
    },
    service: 'romance-scam-indicators',
    article: {
      title: 'Die typischen Anzeichen für Romance-Scam',
      subtitle: 'So erkennen Sie Liebesbetrug – vom überwältigenden Anfang bis zur Geldforderung',
      text: 'Romance-Scam, auf Deutsch Liebesbetrug, bedeutet: Jemand gibt sich im Internet als liebevoller Partner aus, um Sie später um Geld zu bitten. Das erste Anzeichen ist oft ein überwältigender Anfang, im Englischen „Love Bombing“ genannt. Schon nach wenigen Tagen ist von Seelenverwandtschaft die Rede, Nachrichten kommen am Morgen, am Mittag und mitten in der Nacht, dazu Kosenamen und Zukunftspläne. Das fühlt sich wunderbar an, gerade nach einer schweren Zeit. Genau darauf zielt das ab: Je schneller die Bindung entsteht, desto seltener wird nachgefragt.\n\nDas zweite Anzeichen: Ein echtes Kennenlernen findet nie statt. Videoanrufe scheitern an einer kaputten Kamera, an schlechtem Internet auf der Bohrinsel oder an angeblichen Sicherheitsregeln beim Militär. Treffen werden geplant und kurz vorher abgesagt. Telefonate sind, wenn überhaupt, kurz, rauschen oder klingen anders als erwartet. Jede Ausrede für sich mag glaubwürdig sein. In der Summe zeigt sich ein Muster: Die Person meidet alles, was ihr Gesicht in Echtzeit zeigen würde. Auch kurze, verwackelte Videoclips beweisen wenig, denn sie können von anderen Menschen stammen.\n\nDas dritte Anzeichen ist eine Notlage, meist im Ausland. Ihr Kontakt arbeitet angeblich als Arzt in einem Krisengebiet, als Ingenieur auf einer Baustelle in Westafrika oder als Soldat im Einsatz. Plötzlich passiert etwas: ein Unfall, ein beschlagnahmter Koffer, eine offene Hotelrechnung, ein Konto, das wegen Formalitäten gesperrt ist. Nur Sie können helfen, und zwar schnell. Oft beginnt es mit kleinen Beträgen, die manchmal sogar zurückgezahlt werden, damit Sie Vertrauen fassen. Danach werden die Summen größer und die Geschichten dringlicher.\n\nAchten Sie besonders darauf, wie Sie zahlen sollen. Gutscheinkarten von Google Play, Apple, Amazon oder Steam sind bei Betrügern beliebt, weil sich das Guthaben rasch weiterverkaufen lässt, sobald Sie den Code abfotografiert haben. Ebenso verdächtig sind Überweisungen an Dritte, Bargeld per Post oder Zahlungen über Geldtransferdienste. Eine neuere Variante ist die Geldanlage: Ihr Kontakt zeigt Ihnen eine Kryptoplattform, auf der Sie angeblich gemeinsam reich werden. Die Gewinne stehen nur auf dem Bildschirm. Wer sich die Gewinne auszahlen lassen will, soll vorher Steuern oder Gebühren überweisen.\n\nSehen Sie mehrere dieser Anzeichen, halten Sie inne, ohne sich Vorwürfe zu machen. Prüfen Sie die Fotos mit einer Bildrückwärtssuche, sprechen Sie mit Angehörigen und zahlen Sie nichts mehr. Unsere Spezialistinnen und Spezialisten können zusätzlich von Hand zu Ihrem Kontakt recherchieren: Herkunft der Bilder, Spuren von Namen und Nummern, öffentliche Warnungen vor bekannten Textvorlagen. Sind bereits Zahlungen geflossen, rufen Sie umgehend Ihre Bank an und gehen Sie zur Polizei. Im akuten Notfall erreichen Sie die Polizei unter 110; Unterstützung für Betroffene bietet das Opfertelefon des Weissen Rings unter 116 006.',
    },
    categories: [
      {
        title: 'Am Anfang: zu viel, zu schnell',
        items: [
          'Liebeserklärungen nach wenigen Tagen',
          'Nachrichten rund um die Uhr',
          'Kosenamen und Heiratspläne vor dem ersten Treffen',
          'Rührende Lebensgeschichte mit Verlust und Einsamkeit',
        ],
      },
      {
        title: 'Danach: Nähe ohne Begegnung',
        items: [
          'Kamera angeblich defekt, Internet zu schwach',
          'Geplante Treffen platzen in letzter Minute',
          'Arbeit im Ausland, auf See oder im Einsatz',
          'Bitte, die Beziehung vorerst geheim zu halten',
        ],
      },
      {
        title: 'Am Ende: das Geld',
        items: [
          'Unfall, Krankenhaus oder Ärger mit Behörden',
          'Gutscheinkarten statt Überweisung',
          'Gemeinsame Geldanlage in Kryptowährung',
          'Immer neue Gebühren vor einer Auszahlung',
        ],
      },
    ],
    warning: {
      title: 'Die wichtigsten Anzeichen auf einen Blick',
      description:
        'Nicht jedes Anzeichen bedeutet Betrug. Je mehr davon zusammenkommen, desto ernster sollten Sie den Verdacht nehmen und desto wichtiger ist es, nichts mehr zu zahlen.',
      left: {
        title: 'Anzeichen im Verhalten',
        items: [
          'Überschwängliche Zuneigung ohne echtes Kennenlernen',
          'Ausreden bei jeder Bitte um einen Videoanruf',
          'Stimmungswechsel, wenn Sie Zweifel äußern',
          'Die Geschichte ändert sich in wichtigen Details',
        ],
      },
      right: {
        title: 'Anzeichen bei Geldwünschen',
        items: [
          'Zahlung soll über Gutscheinkarten laufen',
          'Überweisung an eine fremde Person oder Firma',
          'Krypto-Anlage mit angeblich sicheren Gewinnen',
          'Rückzahlung wird versprochen, aber immer verschoben',
        ],
      },
    },
  },
  {
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
  },
  {
    slug: 'liebesbetrug-geldforderung',
    category: 'romance-scam',
    seo: {
      title: 'Online-Bekanntschaft will Geld: Liebesbetrug erkennen',
      description:
        'Zollgebühren, Klinikrechnung, gesperrtes Konto, Flugticket: Wenn Ihre Online-Liebe Geld will, zahlen Sie nicht. So handeln Sie, auch nach einer Zahlung.',
      keywords: [
        'liebesbetrug geldforderung',
        'online bekanntschaft will geld',
        'liebesbetrug zollgebühren',
        'romance scam geld überwiesen',
        'liebesbetrug was tun',
        'liebesbetrug anzeige',
      ],
    },
    hero: {
      title: 'Ihre Online-Bekanntschaft bittet um Geld? Zahlen Sie bitte nicht',
      subtitle:
        'Zollgebühren, Krankenhausrechnungen, gesperrte Konten: Die Geschichten klingen dringend und echt. Hier erfahren Sie, wie Sie reagieren, auch wenn Sie bereits Geld überwiesen haben.',
      guarantee: 'Wir finden nichts? Dann prüfen wir das nächste Mal kostenlos.',
      buttonText: 'Vor der Zahlung prüfen lassen',
    },
    service: 'liebesbetrug-geldforderung-check',
    article: {
      title: 'Wenn aus Liebe eine Geldforderung wird',
      subtitle:
        'Die häufigsten Geschichten, warum Sie nicht zahlen sollten und was zu tun ist, wenn schon Geld geflossen ist',
      text: 'Bei einem Romance-Scam, zu Deutsch Liebesbetrug, ist die Geldforderung kein Ausrutscher, sondern das eigentliche Ziel. Wochen- oder monatelang wurde Vertrauen aufgebaut, damit die Bitte um Geld nicht wie eine Forderung wirkt, sondern wie ein Hilferuf. Häufig ist der erste Betrag klein, manchmal kommt er sogar zurück. Das soll zeigen, dass man sich aufeinander verlassen kann. Danach steigen die Summen. Wenn Sie gerade an diesem Punkt stehen und zweifeln, ist das kein Verrat an einem geliebten Menschen, sondern gesunde Vorsicht.\n\nDie Geschichten wiederholen sich in vielen Varianten. Ein Paket mit Geschenken, Gold oder Bargeld steckt angeblich beim Zoll fest und wird nur gegen eine Gebühr freigegeben. Nach einem Unfall im Ausland verlangt das Krankenhaus Vorkasse. Eine Erbschaft oder ein Gehalt liegt auf einem eingefrorenen Konto, für dessen Freigabe ein Anwalt bezahlt werden muss. Oder es fehlt nur noch das Flugticket, damit das erste Treffen endlich stattfinden kann. Oft meldet sich zusätzlich ein angeblicher Zollbeamter, Arzt oder Anwalt per E-Mail, um die Geschichte zu bestätigen.\n\nZahlen Sie nicht, auch nicht einen Teil und auch nicht „nur dieses eine Mal“. Echte Behörden verlangen keine Zollgebühren über private Konten, Gutscheinkarten oder Kryptowährung. Krankenhäuser im Ausland schicken ihre Rechnungen nicht über den Partner im Chat. Wenn Sie prüfen möchten, ob eine Geschichte stimmen kann, suchen Sie die genannte Klinik, Spedition oder Kanzlei selbst im Internet und rufen Sie über die dort angegebene Nummer an, nicht über die Nummer aus dem Chat. Prüfen Sie Fotos mit einer Bildrückwärtssuche und sprechen Sie mit jemandem, dem Sie vertrauen.\n\nHaben Sie bereits gezahlt, handeln Sie zügig und ohne Scham. Rufen Sie Ihre Bank an und fragen Sie, ob sich eine Überweisung noch stoppen oder zurückrufen lässt. Bei Kreditkarte, PayPal oder Gutscheinkarten wenden Sie sich an den jeweiligen Anbieter. Erstatten Sie Anzeige bei der Polizei, persönlich auf der Wache oder über die Internetwache Ihres Bundeslandes, und bringen Sie Überweisungsbelege, Chatverläufe und Namen mit. Brechen Sie danach den Kontakt ab. Beratung und seelische Unterstützung für Betroffene bietet das Opfertelefon des Weissen Rings unter 116 006.\n\nVorsicht vor einer zweiten Welle: Nach einem Liebesbetrug melden sich oft angebliche Anwälte, Ermittler oder Firmen, die Ihr Geld gegen eine Vorabgebühr zurückholen wollen. Auch das ist meist Betrug. Wer Ihnen eine Rückzahlung garantiert, ist nicht seriös. Auch wir können kein Geld zurückholen. Unsere Spezialistinnen und Spezialisten prüfen von Hand, ob Fotos, Namen und Geschichte der zu prüfenden Person echt sein können, damit Sie vor der nächsten Zahlung klarer sehen. Die Analyse kostet 39 € inkl. MwSt., gilt für eine Person und ist nur für Volljährige buchbar.',
    },
    categories: [
      {
        title: 'Geschichten, mit denen Geld gefordert wird',
        items: [
          'Zollgebühren für ein Paket mit Geschenken oder Gold',
          'Klinikrechnung nach einem Unfall im Ausland',
          'Eingefrorenes Konto oder blockiertes Erbe',
          'Flugticket oder Visum für das erste Treffen',
        ],
      },
      {
        title: 'Wenn schon Geld geflossen ist',
        items: [
          'Bank sofort anrufen und nach einem Rückruf der Überweisung fragen',
          'Anzeige bei der Polizei oder Internetwache erstatten',
          'Belege, Chats und Kontodaten gesammelt aufbewahren',
          'Kontakt beenden und keine weiteren Beträge zahlen',
        ],
      },
      {
        title: 'Inhalte und Grenzen unserer Prüfung',
        items: [
          'Herkunft der Fotos per Bildrückwärtssuche',
          'Öffentliche Spuren zu Namen, Nummer und E-Mail',
          'Stimmigkeit der erzählten Geschichte',
          'Wir holen kein Geld zurück und beraten nicht rechtlich',
        ],
      },
    ],
    warning: {
      title: 'Warnzeichen bei Geldforderungen aus dem Internet',
      description:
        'Eine Bitte um Geld von jemandem, den Sie nie persönlich getroffen haben, ist immer ein Grund innezuhalten. Besonders ernst sind die folgenden Signale.',
      left: {
        title: 'Die Art der Bitte',
        items: [
          'Es eilt, heute noch muss gezahlt werden',
          'Drohende Folgen wie Haft oder Abschiebung',
          'Anwälte oder Ärzte bestätigen alles per E-Mail',
          'Sie sollen niemandem davon erzählen',
        ],
      },
      right: {
        title: 'Der Zahlungsweg',
        items: [
          'Gutscheinkarten oder Codes per Foto',
          'Überweisung an fremde Personen oder Firmen',
          'Bargeld per Post oder Kurier',
          'Einzahlung auf eine Kryptoplattform',
        ],
      },
    },
  },
];
