import { retentionShort } from '../retention.ts';
import type { LandingConfig } from '../types.ts';

// Landing page configs, first set (spec §2 "Landing page template", slug → service table).
// Article paragraphs are separated by a blank line.

export const landingsA: readonly LandingConfig[] = [
  {
    slug: 'facebook-fake-profil',
    category: 'social-media',
    service: 'facebook-fake-profil-check',
    seo: {
      title: 'Fake-Profil auf Facebook: Freundschaftsanfrage prüfen',
      description:
        'Doppelte Freundschaftsanfrage oder seltsame Nachricht im Messenger? So erkennen Sie kopierte Facebook-Profile und lassen eines für 39 € von Hand prüfen.',
      keywords: [
        'facebook fake profil',
        'facebook profil kopiert',
        'doppelte freundschaftsanfrage',
        'messenger betrug',
        'fake profil facebook erkennen',
        'facebook profil melden',
      ],
    },
    hero: {
      title: 'Fake-Profil auf Facebook erkennen',
      subtitle:
        'Eine zweite Freundschaftsanfrage unter einem bekannten Namen oder ein Fremder mit auffällig schönen Fotos? Unsere Spezialistinnen und Spezialisten prüfen das Profil von Hand in öffentlichen Quellen.',
      guarantee: 'Keine Treffer? Dann kostet Ihre nächste Prüfung nichts.',
      buttonText: 'Facebook-Profil prüfen lassen',
    },
    article: {
      title: 'So arbeiten gefälschte Facebook-Profile',
      subtitle: 'Kopierte Konten, Nachrichten im Messenger und was Sie jetzt tun können',
      text: `Auf Facebook begegnen Ihnen vor allem zwei Arten von Fälschungen. Bei der ersten kopieren Betrüger das Konto eines Menschen, den Sie kennen: gleicher Name, gleiches Profilbild, einige übernommene Fotos. Dann schicken sie allen Freunden des Originals eine neue Freundschaftsanfrage. Bei der zweiten Art entsteht ein ganz neues Profil mit gestohlenen Bildern, etwa eines Arztes, Ingenieurs oder Offiziers im Auslandseinsatz. Beide Varianten verfolgen dasselbe Ziel: Vertrauen aufbauen und später über den Messenger um Geld, Gutscheinkarten oder persönliche Daten bitten.

Beim kopierten Konto einer Bekannten geht es meist schnell. Die angebliche Bekannte schreibt, sie stecke in einer Notlage, ihr Handy sei kaputt, sie brauche kurz Hilfe bei einer Überweisung. Oder sie bittet Sie, einen Code weiterzuleiten, der gerade per SMS bei Ihnen angekommen sei. Mit diesem Code übernehmen die Täter häufig Ihr eigenes Facebook- oder WhatsApp-Konto. Bei fremden Verehrern dauert es länger: Wochen voller Komplimente, dann ein Notfall, eine blockierte Erbschaft oder Zollgebühren für ein Paket. Werden Gefühle vorgetäuscht, um an Geld zu kommen, spricht man von Liebesbetrug oder Romance-Scam.

Vieles können Sie selbst prüfen. Schauen Sie nach, ob Sie mit der Person bereits befreundet sind: Eine zweite Anfrage unter demselben Namen ist ein deutliches Warnsignal. Öffnen Sie den Bereich „Info“ und die Fotos: Wie viele Freunde hat das Konto, seit wann gibt es Beiträge, und fehlen ältere Bilder ganz? Speichern Sie das Profilbild und laden Sie es in eine Bildrückwärtssuche wie Google Lens, Bing oder TinEye. Im Zweifel fragen Sie Ihre Bekannte auf einem anderen Weg, am besten per Telefon, ob die Nachricht wirklich von ihr stammt.

Wir gehen weiter, als es eine einzelne Suche erlaubt: Wir suchen mit verschiedenen Suchdiensten nach identischen Kopien und bearbeiteten Fassungen mehrerer Bilder des Profils, vergleichen Name, Wohnort, Arbeitgeber und Lebenslauf mit öffentlich auffindbaren Angaben und werten Warnungen in Foren und Betrugsmeldungen aus. Soweit sichtbar, achten wir darauf, ob die Freundesliste aus vielen ähnlichen, neuen Konten besteht und ob Formulierungen aus bekannten Betrugsmustern stammen. Dabei nutzen wir ausschließlich öffentlich zugängliche Quellen, keine privaten Konten und keine Gesichtserkennung. Das Ergebnis erhalten Sie per E-Mail, in der Regel innerhalb von 24 bis 48 Stunden.

Wenn Sie einen Verdacht haben, überweisen Sie nichts und geben Sie keine Codes weiter. Machen Sie Bildschirmfotos vom Profil, von der Profiladresse und vom Chatverlauf, bevor das Konto verschwindet. Melden Sie das Profil über die drei Punkte auf der Profilseite bei Facebook und blockieren Sie es anschließend. Informieren Sie die Person, deren Konto kopiert wurde, damit sie ihre Freunde warnen kann. Ist bereits Geld geflossen, rufen Sie sofort Ihre Bank an und erstatten Sie Anzeige bei der Polizei, vor Ort oder über die Onlinewache Ihres Bundeslandes.`,
    },
    categories: [
      {
        title: 'Was wir bei Facebook-Profilen prüfen',
        items: [
          'Herkunft von Profil- und Titelbild per Bildrückwärtssuche',
          'Stimmigkeit von Name, Wohnort, Beruf und Lebenslauf',
          'Öffentliche Warnungen und Betrugsmeldungen zum Profil',
          'Auffälligkeiten bei Freundesliste und Beitragsverlauf',
        ],
      },
      {
        title: 'Hinweise auf ein kopiertes Konto',
        items: [
          'Zweite Anfrage von jemandem, mit dem Sie schon befreundet sind',
          'Nur wenige Beiträge, alle erst seit kurzem',
          'Dieselben Fotos wie auf dem echten Profil',
          'Die erste Nachricht kommt sofort im Messenger',
        ],
      },
      {
        title: 'Das erhalten Sie von uns',
        items: [
          'Schriftliches Ergebnis per E-Mail, meist in 24–48 Stunden',
          'Fundstellen mit Links, soweit öffentlich auffindbar',
          'Eine klare Einschätzung und Empfehlungen für Ihr Vorgehen',
          'Festpreis 39 € inkl. MwSt., kein Abonnement',
        ],
      },
    ],
    warning: {
      title: 'Warnsignale bei Facebook-Kontakten',
      description:
        'Diese Muster zeigen sich bei gefälschten Konten immer wieder. Ein einzelnes Zeichen ist noch kein Beweis, mehrere zusammen sollten Sie ernst nehmen.',
      left: {
        title: 'Alarmzeichen im Messenger',
        items: [
          'Bitte um einen SMS-Code oder Bestätigungslink',
          'Plötzliche Notlage mit Bitte um eine schnelle Überweisung',
          'Wunsch, auf WhatsApp oder Telegram weiterzuschreiben',
          'Ausreden, warum ein Telefonat gerade nicht geht',
        ],
      },
      right: {
        title: 'So schützen Sie sich jetzt',
        items: [
          'Kein Geld überweisen und keine Codes herausgeben',
          'Profil, Profiladresse und Chat per Bildschirmfoto sichern',
          'Profil bei Facebook melden und danach blockieren',
          'Bei Geldverlust Bank und Polizei informieren',
        ],
      },
    },
  },
  {
    slug: 'instagram-fake-profil',
    category: 'social-media',
    service: 'instagram-fake-profil-check',
    seo: {
      title: 'Fake-Profil auf Instagram? Konto prüfen lassen',
      description:
        'Fremde Direktnachrichten, angebliche Influencer, verlockende Krypto-Tipps: So erkennen Sie gefälschte Instagram-Konten und lassen eines von Hand prüfen.',
      keywords: [
        'instagram fake profil',
        'instagram fake account erkennen',
        'instagram betrug direktnachricht',
        'fake influencer',
        'instagram krypto betrug',
        'instagram konto prüfen',
      ],
    },
    hero: {
      title: 'Fake-Profil auf Instagram prüfen',
      subtitle:
        'Eine Direktnachricht von einem Unbekannten, ein angeblicher Influencer oder ein verlockendes Anlageangebot? Wir prüfen das Konto von Hand in öffentlichen Quellen.',
      guarantee: 'Keine Treffer? Die nächste Prüfung übernehmen wir kostenlos.',
      buttonText: 'Instagram-Konto prüfen lassen',
    },
    article: {
      title: 'Gefälschte Instagram-Konten durchschauen',
      subtitle: 'Direktnachrichten, falsche Influencer und angebliche Geldanlagen',
      text: `Instagram lebt von Bildern, und genau das nutzen Betrüger aus. Ein gefälschtes Konto braucht nur ein paar gestohlene Fotos, einen klangvollen Namen und gekaufte Follower. Der Kontakt beginnt meist mit einer Direktnachricht: ein Kompliment zu Ihrem Foto, eine Frage nach Ihrem Wohnort, manchmal ein Like unter einem alten Beitrag. Viele dieser Konten geben sich als Fotografin, Soldat, erfolgreicher Unternehmer oder bekannte Persönlichkeit aus. Das erste Ziel ist oft noch nicht Ihr Geld, sondern Ihr Vertrauen und der Wechsel in einen privaten Kanal.

Besonders verbreitet sind angebliche Anlageerfolge. Das Konto zeigt Luxusautos, Reisen und Bildschirmfotos von Gewinnen mit Kryptowährungen oder Devisenhandel. Nach einigen freundlichen Nachrichten folgt das Angebot, Ihnen beim Investieren zu helfen, meist über eine Plattform, deren Namen Sie nie gehört haben. Anfangs zeigt sie sogar Gewinne an. Wer sich etwas auszahlen lassen will, soll zuerst Steuern oder Gebühren überweisen. Wird dazu noch eine Liebesbeziehung vorgespielt, ist das eine Form von Romance-Scam, also Liebesbetrug mit erfundenen Gefühlen. Auf der Internetseite der Finanzaufsicht BaFin können Sie nachsehen, ob sie vor einer Plattform warnt.

Eine weitere Masche sind Kopien bekannter Konten. Betrüger übernehmen Bilder und Namen eines echten Influencers, ändern im Benutzernamen nur einen Buchstaben oder setzen einen zusätzlichen Punkt und schreiben dessen Follower an. Die Nachricht lautet, man habe bei einem Gewinnspiel gewonnen, müsse aber zuerst eine kleine Versandgebühr zahlen oder einen Link öffnen. Solche Links führen häufig auf Seiten, die Ihre Zugangsdaten abgreifen. Echte Gewinnspiele verlangen kein Geld, und bekannte Personen melden sich bei Gewinnern kaum über ein Zweitkonto.

Einiges können Sie selbst prüfen. Tippen Sie im Profil auf die drei Punkte und wählen Sie „Info zu diesem Konto“: Dort steht, seit wann es besteht und wie oft der Benutzername geändert wurde. Vergleichen Sie die Zahl der Follower mit Likes und Kommentaren; Zehntausende Follower und kaum Reaktionen deuten auf gekaufte Zahlen hin. Lesen Sie die Kommentare: Schreiben dort echte Menschen, oder wiederholen sich leere Floskeln? Laden Sie zwei oder drei Fotos in eine Bildrückwärtssuche und prüfen Sie, ob sie unter einem anderen Namen erscheinen.

Unsere Spezialistinnen und Spezialisten prüfen das Konto gründlicher: alle verfügbaren Bilder auf identische und bearbeitete Kopien, Hinweise auf verknüpfte Konten bei anderen Plattformen, genannte Firmen und Anlageplattformen sowie öffentliche Warnlisten und Erfahrungsberichte. Private Konten und nicht öffentliche Inhalte sehen auch wir nicht. Bis das Ergebnis vorliegt, sollten Sie nichts überweisen, keine Kryptowährung senden und keine Ausweiskopie verschicken. Sichern Sie Bildschirmfotos von Profil und Nachrichten, melden Sie das Konto über „Melden“ bei Instagram und blockieren Sie es. Ist schon Geld geflossen, wenden Sie sich an Ihre Bank und an die Polizei.`,
    },
    categories: [
      {
        title: 'Worauf wir bei Instagram achten',
        items: [
          'Herkunft von Fotos und Videos per Bildrückwärtssuche',
          'Verhältnis von Followern, Likes und Kommentaren',
          'Namensänderungen und verknüpfte Konten anderswo',
          'Öffentliche Warnungen zu genannten Anlageplattformen',
        ],
      },
      {
        title: 'Typische Maschen per Direktnachricht',
        items: [
          'Kompliment von einem Unbekannten, dann schnell persönliche Fragen',
          'Angebliche Gewinne mit Kryptowährung oder Devisen',
          'Gewinnspiel mit Versandgebühr von einem kopierten Konto',
          'Bitte, auf WhatsApp oder Telegram zu wechseln',
        ],
      },
      {
        title: 'Ihr Ergebnis im Überblick',
        items: [
          'Fundstellen der Bilder unter anderen Namen',
          'Widersprüche zwischen Profil und öffentlichen Angaben',
          'Einschätzung, ob das Konto echt wirkt',
          'Konkrete Empfehlungen für die nächsten Schritte',
        ],
      },
    ],
    warning: {
      title: 'Vorsicht bei diesen Instagram-Kontakten',
      description:
        'Gefälschte Konten wirken oft professionell. Diese Anzeichen helfen Ihnen, Abstand zu gewinnen, bevor Geld oder Daten den Besitzer wechseln.',
      left: {
        title: 'Auffällig im Profil',
        items: [
          'Viele Follower, aber kaum echte Kommentare',
          'Benutzername mit zusätzlichem Punkt, Strich oder Buchstaben',
          'Konto erst vor kurzem erstellt oder oft umbenannt',
          'Nur Hochglanzfotos, keine Bilder aus dem Alltag',
        ],
      },
      right: {
        title: 'Was Sie jetzt tun sollten',
        items: [
          'Keine Kryptowährung senden und nichts anlegen',
          'Keine Links aus Direktnachrichten öffnen',
          'Profil und Nachrichten als Bildschirmfoto sichern',
          'Konto bei Instagram melden und blockieren',
        ],
      },
    },
  },
  {
    slug: 'tinder-betrug-erkennen',
    category: 'dating-app',
    service: 'tinder-betrug-check',
    seo: {
      title: 'Tinder-Betrug erkennen: Match prüfen lassen',
      description:
        'Ihr Tinder-Match will sofort zu WhatsApp wechseln und bittet bald um Geld? Lesen Sie, woran Sie Betrug erkennen, und lassen Sie das Profil für 39 € prüfen.',
      keywords: [
        'tinder betrug',
        'tinder betrug erkennen',
        'tinder fake profil',
        'tinder whatsapp betrug',
        'tinder match will geld',
        'tinder betrüger',
      ],
    },
    hero: {
      title: 'Tinder-Betrug erkennen',
      subtitle:
        'Ihr Match möchte schnell zu WhatsApp wechseln, erzählt von großen Plänen und braucht plötzlich Geld? Lassen Sie das Profil prüfen, bevor Sie etwas überweisen.',
      guarantee: 'Bleibt die Suche ohne Treffer, prüfen wir Ihren nächsten Fall kostenlos.',
      buttonText: 'Tinder-Match prüfen lassen',
    },
    article: {
      title: 'Wie Betrug auf Tinder abläuft',
      subtitle: 'Vom schnellen Match bis zur Bitte um Geld',
      text: `Auf Tinder entscheidet ein Wisch nach rechts, und genau diese Schnelligkeit machen sich Betrüger zunutze. Ihre Profile zeigen attraktive Menschen mit wenigen, sehr guten Fotos und einer knappen Beschreibung. Nach dem Match kommt die erste Nachricht meist sofort, oft mit vielen Komplimenten. Schon nach wenigen Sätzen folgt die Bitte, auf WhatsApp, Telegram oder Google Chat weiterzuschreiben, angeblich weil man die App bald löschen will. Tatsächlich soll das Gespräch die App verlassen, bevor Tinder das Profil sperrt.

Danach geht es meist in eine von zwei Richtungen. In der einen entsteht über Tage oder Wochen eine enge Beziehung mit täglichen Nachrichten, Sprachnachrichten und Zukunftsplänen. Dann kommt die Notlage: ein Unfall, Gepäck, das am Zoll festhängt, ein gesperrtes Konto im Ausland. Man nennt das Romance-Scam oder Liebesbetrug: Zuneigung wird vorgespielt, um an Geld zu kommen. In der anderen Richtung erzählt das Match von Gewinnen mit Kryptowährungen und bietet an, Ihnen das Anlegen beizubringen. Beide Wege enden mit Überweisungen, die sich kaum zurückholen lassen.

Achten Sie auf Widersprüche. Das Match gibt einen Wohnort in Ihrer Nähe an, ist aber angeblich beruflich im Ausland und kann sich deshalb nie mit Ihnen treffen. Videoanrufe scheitern immer an der Technik oder an einer schlechten Verbindung. Das Deutsch wirkt holprig, obwohl die Person angeblich in Deutschland aufgewachsen ist. Fragen zu Alltag, Familie oder Arbeit werden ausweichend beantwortet, während viel über Gefühle und Vertrauen gesprochen wird. Auch Fotos, die nur gestellt wirken und nie einen spontanen Moment zeigen, sind ein Hinweis.

Sie können selbst einiges tun. Machen Sie Bildschirmfotos der Tinder-Fotos und prüfen Sie diese mit einer Bildrückwärtssuche wie Google Lens oder TinEye. Bitten Sie um ein kurzes Video, in dem die Person Ihren Vornamen sagt und dabei winkt. Geben Sie die Telefonnummer, die Sie für WhatsApp bekommen haben, in eine Suchmaschine ein. Achten Sie außerdem auf den blauen Haken für verifizierte Profile: Er schließt Betrug nicht aus, fehlt aber bei vielen gefälschten Konten.

Unsere Spezialistinnen und Spezialisten suchen mit mehreren Suchdiensten nach identischen und bearbeiteten Kopien der Bilder, vergleichen Name, Alter, Beruf und Wohnort mit öffentlich auffindbaren Spuren und prüfen, ob die Telefonnummer in Warnforen und Betrugsmeldungen auftaucht. Private Chats und interne Daten von Tinder sehen wir nicht. Bis Sie Klarheit haben: Senden Sie kein Geld, keine Gutscheincodes und keine Ausweiskopie. Sichern Sie den Verlauf auf Tinder und WhatsApp, denn nach dem Auflösen eines Matches verschwinden auch die Nachrichten. Melden Sie das Profil in der App, und ist bereits Geld geflossen, sprechen Sie mit Ihrer Bank und erstatten Sie Anzeige.`,
    },
    categories: [
      {
        title: 'Was wir bei Tinder-Profilen prüfen',
        items: [
          'Herkunft der Profilfotos in öffentlichen Quellen',
          'Stimmigkeit von Alter, Beruf und Wohnort',
          'Telefonnummer in Warnforen und Betrugsmeldungen',
          'Bekannte Textbausteine aus Betrugsmaschen',
        ],
      },
      {
        title: 'Typische Abläufe nach dem Match',
        items: [
          'Sofortiger Wechsel zu WhatsApp oder Telegram',
          'Liebesschwüre schon nach wenigen Tagen',
          'Angeblicher Auslandseinsatz, das Treffen wird immer verschoben',
          'Plötzliche Notlage oder Anlagetipp mit Kryptowährung',
        ],
      },
      {
        title: 'Gut zu wissen',
        items: [
          '39 € inkl. MwSt. für eine Person, kein Abonnement',
          'Antwort per E-Mail, in der Regel binnen 24–48 Stunden',
          'Vertraut mit den typischen Betrugsprofilen in Dating-Apps',
          `Nur für Volljährige. ${retentionShort}`,
        ],
      },
    ],
    warning: {
      title: 'Woran Sie Betrug auf Tinder erkennen',
      description:
        'Nicht jedes schnelle Match ist verdächtig. Wenn sich aber mehrere dieser Zeichen häufen, sollten Sie innehalten und nichts überweisen.',
      left: {
        title: 'Alarmzeichen im Chat',
        items: [
          '„Schreib mir auf WhatsApp, ich bin hier selten online“',
          'Der Videoanruf scheitert immer wieder an der Technik',
          'Große Gefühle, bevor Sie sich je gesehen haben',
          'Bitte um Geld, Gutscheinkarten oder Kryptowährung',
        ],
      },
      right: {
        title: 'Sofort handeln',
        items: [
          'Nichts zahlen, auch keine kleinen Beträge',
          'Chat sichern, bevor Sie das Match auflösen',
          'Profil direkt in der Tinder-App melden',
          'Nach einer Zahlung Bank anrufen und Anzeige erstatten',
        ],
      },
    },
  },
  {
    slug: 'liebesbetrüger-bilder-facebook',
    category: 'romance-scam',
    service: 'facebook-liebesbetrüger',
    seo: {
      title: 'Liebesbetrüger-Bilder auf Facebook entlarven',
      description:
        'Soldat, Ärztin oder Ingenieur auf Facebook mit auffällig schönen Fotos? So entlarven Sie gestohlene Bilder von Liebesbetrügern mit der Bildrückwärtssuche.',
      keywords: [
        'liebesbetrüger bilder facebook',
        'liebesbetrüger fotos',
        'romance scam facebook',
        'gestohlene bilder soldat',
        'love scammer bilder',
        'bildrückwärtssuche liebesbetrug',
      ],
    },
    hero: {
      title: 'Liebesbetrüger-Bilder auf Facebook erkennen',
      subtitle:
        'Ein US-Soldat, eine Ärztin im Hilfseinsatz, ein Ingenieur auf der Bohrinsel: Hinter solchen Profilen stecken oft gestohlene Fotos. Wir prüfen, woher die Bilder stammen.',
      guarantee: 'Ohne Treffer kostet Sie die nächste Prüfung nichts.',
      buttonText: 'Fotos jetzt prüfen lassen',
    },
    article: {
      title: 'Gestohlene Fotos als Köder',
      subtitle: 'Warum Liebesbetrüger auf Facebook immer wieder dieselben Berufe wählen',
      text: `Liebesbetrug, auch Romance-Scam genannt, bedeutet: Jemand spielt Ihnen über Wochen oder Monate eine Liebesbeziehung vor, um Sie am Ende um Geld zu bitten. Auf Facebook beginnt das oft mit einer Freundschaftsanfrage von einem Unbekannten, der sogar gemeinsame Freunde hat, weil er vorher viele Menschen aus Ihrem Umfeld angefragt hat. Die Bilder auf seinem Profil gehören fast nie dem Menschen, der Ihnen schreibt. Sie stammen von fremden Konten, aus Bildagenturen oder von Seiten, auf denen echte Soldaten, Ärzte oder Unternehmer ihr Leben zeigen.

Die Berufe sind mit Bedacht gewählt. Ein Soldat im Auslandseinsatz, ein Arzt bei einer Hilfsorganisation, ein Ingenieur auf einer Ölplattform oder ein Kapitän auf See erklären, warum ein Treffen oder ein Videoanruf nie möglich ist. Uniform und Arztkittel wirken seriös und wecken Vertrauen. Zugleich lassen sich mit diesen Berufen spätere Geldbitten begründen: eine Gebühr für den Heimaturlaub, eine Kiste mit Wertsachen beim Zoll, ein gesperrtes Gehalt oder Behandlungskosten nach einem Unfall. Häufig ist der Mann angeblich verwitwet und hat ein Kind, um das sich eine Verwandte kümmert.

Die Bilder selbst verraten oft mehr als die Texte. Achten Sie darauf, ob die Fotos aus sehr unterschiedlichen Jahren stammen, ob das Namensschild auf der Uniform unkenntlich ist oder einen anderen Namen zeigt und ob die Person auf allen Bildern posiert, aber nie beiläufig fotografiert wurde. Kinderfotos, Bilder mit Hund oder Familienfeiern sollen Nähe erzeugen. Oft stammen sie aus einem einzigen echten Konto, das vollständig kopiert wurde. Schickt Ihnen der Kontakt auf Nachfrage ein „neues“ Foto, ist es nicht selten ein älteres Bild derselben fremden Person.

So führen Sie eine Bildrückwärtssuche durch: Öffnen Sie das Foto auf Facebook und speichern Sie es oder machen Sie ein Bildschirmfoto. Laden Sie es anschließend bei Google Lens, der Bing-Bildersuche, TinEye oder Yandex hoch. Schneiden Sie das Bild bei Bedarf so zu, dass nur die Person zu sehen ist. Findet die Suche dasselbe Foto unter einem anderen Namen, in Warnforen gegen Liebesbetrug oder auf dem Konto eines echten Soldaten, haben Sie einen starken Hinweis. Findet sie nichts, heißt das leider nicht, dass das Profil echt ist.

Genau hier setzen unsere Spezialistinnen und Spezialisten an. Sie suchen zu jedem Bild einzeln mit mehreren Suchdiensten nach identischen Kopien und bearbeiteten Fassungen, etwa gespiegelt oder beschnitten, und durchsuchen öffentliche Sammlungen und Foren, in denen Betroffene Fotos von Liebesbetrügern melden. Sie vergleichen die Geschichte des Kontakts mit bekannten Mustern und prüfen Angaben wie Einheit, Klinik oder Arbeitgeber auf Plausibilität. Eine Gesichtserkennung setzen wir nicht ein, und private Konten bleiben auch uns verschlossen. Den Ergebnisbericht laden Sie meist nach ein bis zwei Tagen über den Link in unserer Ergebnis-E-Mail herunter.

Haben Sie schon Geld geschickt, sind Sie damit nicht allein, und es ist keine Schande. Stoppen Sie weitere Zahlungen, auch wenn der Kontakt drängt oder droht. Sichern Sie Chatverläufe, Fotos, Kontoverbindungen und Zahlungsbelege. Informieren Sie Ihre Bank, denn manchmal lässt sich eine Überweisung noch anhalten. Erstatten Sie Anzeige bei der Polizei und melden Sie das Profil bei Facebook. Beistand für Betroffene bietet auch das Opfer-Telefon des Weissen Rings. Antworten Sie nicht auf Angebote, Ihr Geld gegen eine Gebühr zurückzuholen: Auch dahinter steckt oft eine bekannte Masche.`,
    },
    categories: [
      {
        title: 'So prüfen wir die Bilder',
        items: [
          'Jedes Foto einzeln mit mehreren Suchdiensten',
          'Auch gespiegelte und beschnittene Fassungen',
          'Abgleich mit öffentlichen Warnseiten und Foren',
          'Plausibilität von Dienstgrad, Klinik oder Arbeitgeber',
        ],
      },
      {
        title: 'Beliebte Rollen von Liebesbetrügern',
        items: [
          'US-Soldat oder Offizier im Auslandseinsatz',
          'Ärztin oder Arzt bei einer Hilfsorganisation',
          'Ingenieur auf einer Bohrinsel oder Großbaustelle',
          'Verwitweter Geschäftsmann mit Kind',
        ],
      },
      {
        title: 'Was Ihr Ergebnis enthält',
        items: [
          'Fundstellen der Fotos mit Link und dortigem Namen',
          'Hinweis, ob die Bilder erkennbar von einem anderen Konto stammen',
          'Widersprüche in der erzählten Lebensgeschichte',
          'Empfehlungen für Bank, Polizei und Plattform',
        ],
      },
    ],
    warning: {
      title: 'Typische Geldbitten von Liebesbetrügern',
      description:
        'Fast jede dieser Geschichten endet mit einer Bitte um Geld. Wer das Muster kennt, erkennt es früher, auch wenn die Gefühle echt wirken.',
      left: {
        title: 'Alarmzeichen in der Geschichte',
        items: [
          'Gebühr, damit der Soldat Heimaturlaub bekommt',
          'Paket mit Gold oder Bargeld hängt beim Zoll fest',
          'Gesperrtes Konto, das Gehalt kommt erst nach einer Gebühr',
          'Krankenhaus- oder Anwaltskosten nach einem Unfall',
        ],
      },
      right: {
        title: 'Jetzt richtig reagieren',
        items: [
          'Keine weiteren Zahlungen, auch unter Druck nicht',
          'Chats, Fotos und Zahlungsbelege sichern',
          'Bank informieren und Anzeige erstatten',
          'Vorsicht vor Angeboten zur Geldrückholung',
        ],
      },
    },
  },
  {
    slug: 'fake-profiling',
    category: 'fake-profile',
    service: 'fake-profiling-check',
    seo: {
      title: 'Fake-Profiling: Bedeutung und Prüfung auf Stimmigkeit',
      description:
        'Fake-Profiling erklärt: wie Betrüger falsche Identitäten bauen und wie man ein Profil auf Stimmigkeit prüft, mit Checkliste und Profil-Check für 39 €.',
      keywords: [
        'fake profiling',
        'fake profiling check',
        'profil auf echtheit prüfen',
        'falsche identität erkennen',
        'profil stimmigkeit prüfen',
        'fake profil analyse',
      ],
    },
    hero: {
      title: 'Fake-Profiling: Passt dieses Profil zusammen?',
      subtitle:
        'Ein echtes Leben hinterlässt stimmige Spuren, ein erfundenes selten. Unsere Spezialistinnen und Spezialisten prüfen von Hand, ob Name, Bilder und Lebensgeschichte zusammenpassen.',
      guarantee: 'Bleibt die Analyse ohne Treffer, ist der nächste Check kostenlos.',
      buttonText: 'Profil auf Stimmigkeit prüfen',
    },
    article: {
      title: 'Was Fake-Profiling bedeutet',
      subtitle: 'Wie falsche Identitäten entstehen und wie man sie auf Stimmigkeit prüft',
      text: `Der Begriff Fake-Profiling wird in zwei Bedeutungen verwendet. Zum einen beschreibt er, wie Betrüger eine falsche Identität aufbauen: Sie wählen Fotos, einen Namen, einen Beruf und eine Lebensgeschichte, die zu ihrer Zielgruppe passen. Zum anderen meint er das Gegenteil, nämlich die planvolle Prüfung, ob ein Profil echt ist. Auf dieser Seite geht es um beides. Denn wer versteht, wie ein erfundenes Profil gebaut wird, erkennt leichter die Stellen, an denen es nicht zusammenpasst.

Ein gefälschtes Profil entsteht selten zufällig. Wer ältere Frauen ansprechen will, wählt häufig Fotos gepflegter Männer um die fünfzig in Uniform oder Arztkittel; für Männer sind es oft Urlaubsbilder junger Frauen. Die Geschichte dazu stammt nicht selten aus Vorlagen, die unter Betrügern weitergegeben werden: verwitwet, ein Kind, beruflich im Ausland, gläubig und auf der Suche nach einer ernsten Beziehung. Solche Profile dienen meist dem Liebesbetrug, international Romance-Scam genannt. Dabei werden Gefühle vorgetäuscht, bis die erste Bitte um Geld kommt.

Bei der Prüfung auf Stimmigkeit werden die Angaben eines Profils untereinander und mit der Außenwelt verglichen. Passt das Alter zu den Fotos und zum angegebenen Werdegang? Stimmt der Wohnort mit Sprache, Uhrzeiten der Nachrichten und erwähnten Orten überein? Gibt es den genannten Arbeitgeber, und beschäftigt er Menschen in dieser Funktion? Wurden die Bilder über Jahre verteilt hochgeladen oder alle am selben Tag? Ein echtes Leben hinterlässt im Netz kleine, unaufgeregte Spuren: Vereinsseiten, Kommentare, Fotos von Freunden. Ein erfundenes Leben hat meist nur eine glänzende Oberfläche.

Einige dieser Prüfungen gelingen auch ohne Vorkenntnisse. Schreiben Sie alles auf, was die Person über sich erzählt hat: Name, Alter, Beruf, Wohnort, Familie, Geburtstag. Vergleichen Sie nach einigen Tagen, ob neue Erzählungen dazu passen, denn erfundene Einzelheiten widersprechen sich mit der Zeit. Geben Sie den Namen zusammen mit dem Beruf in eine Suchmaschine ein und prüfen Sie die Fotos mit einer Bildrückwärtssuche. Fragen Sie nach Dingen, die jeder Einheimische weiß, etwa nach einem beliebten Lokal oder einer bekannten Straße in der angeblichen Heimatstadt.

Unser Team führt diese Prüfung ausführlich und von Hand durch. Wir gleichen Bilder, Namensvarianten, Benutzernamen, Telefonnummern und E-Mail-Adressen mit öffentlich zugänglichen Quellen ab, prüfen Angaben zu Firmen und Orten und achten auf Textbausteine aus bekannten Betrugsvorlagen. Ihr Ergebnisbericht zeigt, welche Angaben sich bestätigen ließen, wo Widersprüche bestehen und wie wir das Gesamtbild einschätzen. Eine Garantie, dass ein Profil echt ist, kann allerdings niemand geben. Bis der Ergebnisbericht vorliegt, gilt: kein Geld, keine Ausweiskopien, Chats sichern und bei einem Schaden Bank und Polizei informieren.`,
    },
    categories: [
      {
        title: 'Was beim Fake-Profiling verglichen wird',
        items: [
          'Alter, Fotos und Werdegang im Zusammenhang',
          'Wohnort, Sprache und Uhrzeiten der Nachrichten',
          'Arbeitgeber, Einheit oder Firma auf Plausibilität',
          'Spuren des Namens in öffentlichen Quellen',
        ],
      },
      {
        title: 'Bausteine erfundener Identitäten',
        items: [
          'Verwitwet, das Kind lebt bei Verwandten',
          'Beruf im Ausland, der Treffen unmöglich macht',
          'Betonter Glaube und Wunsch nach fester Bindung',
          'Perfekte Fotos ohne Spuren aus dem Alltag',
        ],
      },
      {
        title: 'Ihr Ergebnis',
        items: [
          'Bestätigte und widersprüchliche Angaben im Überblick',
          'Fundstellen von Bildern und Namen mit Quellen',
          'Gesamteinschätzung ohne falsche Gewissheit',
          'Nächste Schritte, passend zu Ihrer Lage',
        ],
      },
    ],
    warning: {
      title: 'Wenn die Geschichte nicht zusammenpasst',
      description:
        'Widersprüche sind das stärkste Signal beim Fake-Profiling. Achten Sie auf diese Brüche und darauf, wie Ihr Gegenüber auf Nachfragen reagiert.',
      left: {
        title: 'Brüche im Profil',
        items: [
          'Das angegebene Alter passt nicht zu den Fotos',
          'Nachrichten kommen zu Uhrzeiten, die nicht zum Wohnort passen',
          'Die genannte Firma oder Einheit ist nirgends zu finden',
          'Einzelheiten ändern sich von Gespräch zu Gespräch',
        ],
      },
      right: {
        title: 'Ihr nächster Schritt',
        items: [
          'Angaben notieren und in Ruhe vergleichen',
          'Bei Widersprüchen freundlich, aber konkret nachfragen',
          'Kein Geld und keine Dokumente schicken',
          'Den Verdacht von unserem Team prüfen lassen',
        ],
      },
    },
  },
  {
    slug: 'bekannte-fake-profile',
    category: 'fake-profile',
    service: 'bekannte-fake-profile-check',
    seo: {
      title: 'Bekannte Fake-Profile: immer wieder dieselben Fotos',
      description:
        'Manche Fotosätze tauchen seit Jahren unter wechselnden Namen auf. Erfahren Sie, wie bekannte Fake-Profile wiederkehren und wie wir nach ihnen suchen.',
      keywords: [
        'bekannte fake profile',
        'bekannte fake profile bilder',
        'wiederkehrende fake fotos',
        'gestohlene fotosätze',
        'gleiche fotos anderer name',
        'fake profil bilder sammlung',
      ],
    },
    hero: {
      title: 'Bekannte Fake-Profile und ihre Fotos',
      subtitle:
        'Viele Betrüger arbeiten mit Fotosätzen, die seit Jahren unter immer neuen Namen kursieren. Wir prüfen, ob Ihr Kontakt einen solchen Fotosatz verwendet.',
      guarantee: 'Keine Treffer? Dann geht Ihre nächste Prüfung auf uns.',
      buttonText: 'Fotosatz prüfen lassen',
    },
    article: {
      title: 'Warum dieselben Gesichter immer wiederkommen',
      subtitle: 'Wiederverwendete Fotosätze erkennen und richtig einordnen',
      text: `Wer in Foren zu Liebesbetrug liest, stößt immer wieder auf dieselben Gesichter: einen grauhaarigen Mann in Tarnuniform, eine blonde Krankenschwester, einen Geschäftsmann auf einer Jacht. Liebesbetrug, oft auch Romance-Scam genannt, funktioniert so, dass Täter mit einer erfundenen Person echte Gefühle wecken und diese später zu Geld machen. Die Fotos dafür werden nicht jedes Mal neu gestohlen. Sie werden als fertige Pakete gesammelt, weitergegeben und von verschiedenen Tätergruppen genutzt, manchmal über viele Jahre und auf mehreren Plattformen zugleich.

Ein solcher Fotosatz umfasst oft Dutzende Bilder derselben Person: Porträts, Urlaubsbilder, Fotos mit Kindern oder Haustieren, manchmal kurze Videos. Für die Täter hat das einen Vorteil: Sie können auf Nachfrage immer wieder „neue“ Bilder schicken und wirken dadurch glaubwürdig. Die Namen dazu wechseln ständig, und auch Alter, Beruf und Herkunft werden dem jeweiligen Opfer angepasst. Die abgebildeten Menschen sind fast immer selbst Geschädigte. Viele wissen nicht, dass ihr Gesicht seit Jahren für Betrug benutzt wird.

Dass ein Fotosatz bekannt ist, erkennt man nicht immer auf Anhieb. Betrüger spiegeln Bilder, schneiden sie zu, legen Filter darüber oder fotografieren den Bildschirm ab, damit Suchmaschinen sie schwerer finden. Manche Einzelheiten geben dennoch Hinweise: Die Person sieht auf einigen Bildern deutlich jünger aus, Kleidung und Frisur wechseln auffällig, Hintergründe passen nicht zum angeblichen Wohnort. Und wenn Ihr Kontakt auf die Bitte um ein ganz bestimmtes Foto, etwa mit Ihrem Namen auf einem Zettel, keines schicken kann, spricht das für sich.

Selbst prüfen können Sie zunächst mit einer Bildrückwärtssuche. Nutzen Sie nicht nur ein Bild, sondern drei oder vier verschiedene, und probieren Sie mehrere Dienste aus, denn jeder findet andere Treffer. Suchen Sie zusätzlich nach dem Namen zusammen mit Wörtern wie „Betrug“ oder „Fake“. Es gibt Internetseiten und Gruppen in sozialen Netzwerken, in denen Betroffene die Fotos bekannter Fake-Profile sammeln. Sehen Sie sich dort die Bildergalerien an: Wer ein Gesicht einmal in einer solchen Sammlung gesehen hat, erkennt es meist sofort wieder.

Unsere Spezialistinnen und Spezialisten kennen viele wiederkehrende Muster und wissen, wo Warnungen zu bekannten Fotosätzen veröffentlicht werden. Zu jedem Bild, das Sie uns schicken, suchen sie identische Kopien und bearbeitete Fassungen: auf öffentlichen Warnseiten, in Foren und auf anderen Plattformen, auch unter anderen Namen. Einen Abgleich mit nicht öffentlichen Datenbanken oder eine Gesichtserkennung bieten wir nicht an. Finden wir den Fotosatz, ist das ein sehr starker Hinweis, dass die Identität nicht stimmt. Brechen Sie dann den Kontakt ab, sichern Sie Belege, melden Sie das Profil und erstatten Sie bei einem Schaden Anzeige.`,
    },
    categories: [
      {
        title: 'Wo wir nach wiederkehrenden Fotos suchen',
        items: [
          'Mehrere Dienste zur Bildrückwärtssuche',
          'Öffentliche Warnseiten und Sammlungen Betroffener',
          'Andere Dating-Apps und soziale Netzwerke',
          'Gespiegelte, beschnittene und gefilterte Fassungen',
        ],
      },
      {
        title: 'Merkmale eines Fotosatzes',
        items: [
          'Sehr viele Bilder, aber kein spontaner Schnappschuss',
          'Die Person wirkt auf einzelnen Fotos deutlich jünger',
          'Kulissen, die nicht zur erzählten Heimat passen',
          'Kein Foto auf eine konkrete Bitte hin',
        ],
      },
      {
        title: 'Was Sie von uns bekommen',
        items: [
          'Fundstellen desselben Bildes unter anderen Namen',
          'Hinweise von Warnseiten, soweit vorhanden',
          'Einschätzung, ob die Identität stimmig ist',
          'Link zum Ergebnisbericht per E-Mail, üblicherweise nach 24–48 Stunden',
        ],
      },
    ],
    warning: {
      title: 'So erkennen Sie einen wiederverwendeten Fotosatz',
      description:
        'Bekannte Fake-Profile verraten sich oft durch ihre Bilder, bevor die Geschichte Lücken zeigt. Diese Anzeichen sollten Sie stutzig machen.',
      left: {
        title: 'Verdächtig an den Bildern',
        items: [
          'Dasselbe Foto taucht unter anderem Namen auf',
          'Bilder wirken gespiegelt, beschnitten oder unscharf',
          'Fotos aus sehr unterschiedlichen Lebensjahren',
          'Uniform oder Kittel ohne lesbares Namensschild',
        ],
      },
      right: {
        title: 'Das sollten Sie jetzt tun',
        items: [
          'Mehrere Bilder per Bildrückwärtssuche prüfen',
          'Den Verdacht nicht ansprechen, erst Belege sichern',
          'Das Profil bei der Plattform melden',
          'Nichts zahlen, bei Schaden Bank und Polizei einschalten',
        ],
      },
    },
  },
  {
    slug: 'fake-profile-erkennen',
    category: 'fake-profile',
    service: 'fake-profile-detection',
    seo: {
      title: 'Fake-Profile erkennen: Anzeichen und Selbsttest',
      description:
        'Woran erkennt man Fake-Profile in Dating-Apps und sozialen Netzwerken? Die wichtigsten Anzeichen, ein Selbsttest in fünf Schritten und Hilfe von unserem Team.',
      keywords: [
        'fake profile erkennen',
        'woran erkennt man fake profile',
        'fake profil anzeichen',
        'gefälschtes profil erkennen',
        'fake profil selbsttest',
        'dating fake profil',
      ],
    },
    hero: {
      title: 'Fake-Profile erkennen: die wichtigsten Anzeichen',
      subtitle:
        'Ob Dating-App, Facebook oder Instagram: Gefälschte Profile folgen erstaunlich oft denselben Mustern. Hier lesen Sie, worauf es ankommt und wie wir Ihnen beim Prüfen helfen.',
      guarantee: 'Keine Treffer: nächste Prüfung ohne Kosten.',
      buttonText: 'Jetzt Profil prüfen lassen',
    },
    article: {
      title: 'Woran Sie gefälschte Profile erkennen',
      subtitle: 'Anzeichen in Bildern, Texten und im Verhalten',
      text: `Fake-Profile gibt es überall, wo Menschen sich online kennenlernen: in Dating-Apps wie Tinder, Lovoo oder Parship, auf Facebook und Instagram, sogar in Spiele-Apps und Karrierenetzwerken. Dahinter stecken unterschiedliche Absichten. Manche wollen Daten sammeln oder Werbung verbreiten, andere zielen auf Liebesbetrug. So nennt man es, wenn jemand eine Beziehung vortäuscht, um später Geld zu verlangen; international heißt das Romance-Scam. Um ein Fake-Profil zu erkennen, lohnt sich der Blick auf drei Ebenen: die Bilder, die Texte und das Verhalten im Gespräch.

Bei den Bildern fällt oft auf, dass sie zu professionell wirken: gutes Licht, makellose Haut, teure Kulissen. Manchmal gibt es nur ein einziges Foto oder eine Reihe, die erkennbar aus einem Fotoshooting stammt. Die Profiltexte sind häufig kurz und allgemein, etwa „ehrlich, treu, suche die Liebe meines Lebens“. Auffällig sind auch Rechtschreibfehler, die nicht zum angegebenen Beruf passen, oder eine Sprache, die wie übersetzt klingt. Keines dieser Merkmale beweist für sich allein etwas. Zusammen ergeben sie aber ein deutliches Bild.

Am klarsten zeigt sich ein Fake-Profil im Verhalten. Die Person schreibt schnell sehr zugewandt, nennt Sie nach wenigen Tagen „Schatz“ und spricht von einer gemeinsamen Zukunft. Treffen werden verschoben, Videoanrufe scheitern, und bald soll das Gespräch auf WhatsApp, Telegram oder per E-Mail weitergehen. Fragen nach Ihrem Einkommen, Ihrer Wohnsituation oder Ihrer Familie wirken beiläufig, dienen aber dazu, Sie einzuschätzen. Früher oder später kommt eine Bitte: um Geld, um eine Ausweiskopie, um das Weiterleiten eines Pakets oder um Hilfe bei einer angeblich sicheren Geldanlage.

Ein kurzer Selbsttest hilft bei der Einordnung. Erstens: Prüfen Sie zwei oder drei Profilbilder mit einer Bildrückwärtssuche. Zweitens: Suchen Sie den Namen zusammen mit Wohnort und Beruf in einer Suchmaschine. Drittens: Bitten Sie um einen kurzen Videoanruf und achten Sie auf Ausreden. Viertens: Notieren Sie, was die Person über sich erzählt, und vergleichen Sie es eine Woche später. Fünftens: Zeigen Sie die Nachrichten einem Menschen, dem Sie vertrauen. Ein Blick von außen ist oft klarer, wenn Gefühle im Spiel sind.

Reicht Ihnen das nicht, prüfen wir das Profil für Sie. Wir arbeiten von Hand und nur mit öffentlichen Quellen, suchen Bilder, Namen, Benutzernamen und Telefonnummern auf vielen Plattformen und in Warnforen und fassen das Ergebnis verständlich zusammen. Das kostet einmalig 39 € inklusive Mehrwertsteuer für eine Person. Unabhängig davon gilt: Überweisen Sie nichts an jemanden, den Sie nie getroffen haben, sichern Sie Bildschirmfotos, melden Sie das Profil bei der Plattform und wenden Sie sich bei einem Schaden an Ihre Bank und die Polizei.`,
    },
    categories: [
      {
        title: 'Anzeichen in Bildern und Texten',
        items: [
          'Fotos wie aus einem Werbekatalog',
          'Sehr kurzer, allgemeiner Profiltext',
          'Sprache klingt übersetzt oder passt nicht zum Beruf',
          'Nur ein Bild oder eine einzige Fotoserie',
        ],
      },
      {
        title: 'Anzeichen im Verhalten',
        items: [
          'Kosenamen und Liebesschwüre nach wenigen Tagen',
          'Treffen und Videoanrufe kommen nie zustande',
          'Beiläufige Fragen nach Geld und Lebensumständen',
          'Bitte um Geld, Dokumente oder das Weiterleiten von Paketen',
        ],
      },
      {
        title: 'So helfen wir Ihnen',
        items: [
          'Prüfung von Hand in öffentlichen Quellen',
          'Suche nach Bildern, Namen und Nummern auf vielen Plattformen',
          'Verständliches Ergebnis per E-Mail',
          '39 € inkl. MwSt., ein Profil pro Auftrag',
        ],
      },
    ],
    warning: {
      title: 'Die häufigsten Warnzeichen auf einen Blick',
      description:
        'Wer mehrere dieser Punkte wiedererkennt, sollte eine Pause einlegen. Ein Verdacht ist kein Vorwurf, sondern ein guter Grund, genauer hinzusehen.',
      left: {
        title: 'Hier sollten Sie hellhörig werden',
        items: [
          'Das Profil wurde erst vor kurzem angelegt',
          'Die Person ist ständig beruflich im Ausland',
          'Der Chat soll schnell die Plattform verlassen',
          'Plötzlich gibt es einen Notfall mit Zeitdruck',
        ],
      },
      right: {
        title: 'So handeln Sie richtig',
        items: [
          'Kein Geld an Menschen, die Sie nie getroffen haben',
          'Gespräche und Profil per Bildschirmfoto festhalten',
          'Profil melden und Kontakt blockieren',
          'Mit Bank und Polizei sprechen, falls Geld geflossen ist',
        ],
      },
    },
  },
  {
    slug: 'fake-profile-bilder',
    category: 'image-check',
    service: 'fake-profile-image-check',
    seo: {
      title: 'Fake-Profilbilder erkennen: gestohlene Fotos finden',
      description:
        'Gestohlene, bearbeitete oder am Computer erzeugte Profilbilder erkennen: wie Sie die Bildrückwärtssuche richtig nutzen und wann sich eine Prüfung lohnt.',
      keywords: [
        'fake profile bilder',
        'gestohlene profilbilder',
        'fake profilbild erkennen',
        'bildrückwärtssuche profilbild',
        'bearbeitete fotos erkennen',
        'profilbild prüfen lassen',
      ],
    },
    hero: {
      title: 'Fake-Profilbilder erkennen und prüfen',
      subtitle:
        'Gestohlen, gespiegelt, bearbeitet oder am Computer erzeugt: Profilbilder verraten oft, ob ein Profil echt ist. Wir verfolgen, wo ein Foto öffentlich sonst noch auftaucht.',
      guarantee: 'Findet sich kein Hinweis, ist Ihre nächste Bildprüfung kostenlos.',
      buttonText: 'Profilbild prüfen lassen',
    },
    article: {
      title: 'Was Profilbilder über ein Profil verraten',
      subtitle: 'Gestohlene, bearbeitete und erzeugte Fotos erkennen',
      text: `Das Profilbild ist das Erste, was Sie online von einem Menschen sehen, und oft das Einzige, was Sie selbst prüfen können. Deshalb geben sich Betrüger viel Mühe mit überzeugenden Fotos. Die meisten stammen von echten Menschen, deren Bilder von Instagram, Facebook, Modelseiten oder aus Bildagenturen kopiert wurden. Mit solchen Fotos entstehen Profile für Liebesbetrug, auch Romance-Scam genannt: Eine erfundene Person gewinnt Ihr Vertrauen, um Sie später um Geld zu bitten. Auch für die abgebildeten Menschen ist das belastend, denn sie wissen meist nichts davon.

Damit Suchmaschinen sie schwerer finden, werden gestohlene Bilder häufig verändert. Man spiegelt sie, schneidet sie zu, hellt sie mit Filtern auf oder versieht sie mit Text und Herzchen. Manche Täter tauschen den Hintergrund aus oder setzen ein Gesicht in eine neue Umgebung. Zunehmend kommen auch Gesichter zum Einsatz, die ein Computerprogramm vollständig erzeugt hat. Solche Bilder zeigen oft kleine Fehler: ungleiche Ohrringe, verschwommene Haaransätze, verbogene Brillengestelle, unlesbare Schrift im Hintergrund oder Hände mit seltsam geformten Fingern.

Die Bildrückwärtssuche ist Ihr wichtigstes Werkzeug. Sie laden ein Foto hoch, und die Suchmaschine zeigt Seiten, auf denen dasselbe oder ein sehr ähnliches Bild vorkommt. Auf dem Handy öffnen Sie dafür die Google-App und tippen auf das Kamerasymbol von Google Lens; am Computer eignen sich auch Bing, TinEye und Yandex. Verwenden Sie das Bild in möglichst guter Qualität und schneiden Sie Rahmen oder Schrift weg. Prüfen Sie mehrere Fotos, denn nicht jedes Bild einer Serie ist im Netz zu finden.

Wichtig ist, die Treffer richtig zu lesen. Erscheint das Foto auf dem Konto einer Person mit anderem Namen und einer langen, lebendigen Vorgeschichte, wurde es sehr wahrscheinlich dort entnommen. Taucht es in Warnforen auf, ist es bereits als Betrugsbild bekannt. Ein Treffer bei einer Bildagentur bedeutet: Dieses Gesicht gehört einem Fotomodell, nicht Ihrem Kontakt. Findet die Suche gar nichts, ist das jedoch kein Beweis für Echtheit. Bilder aus privaten Konten, stark bearbeitete Fassungen oder erzeugte Gesichter bleiben oft unentdeckt.

Wir prüfen jedes Foto, das Sie uns schicken, mit mehreren Suchdiensten und in verschiedenen Ausschnitten. Wir achten auf Spuren von Bearbeitung, vergleichen Bildserien auf Widersprüche bei Alter, Kleidung und Umgebung und suchen auf öffentlichen Warnseiten. Eine Gesichtserkennung setzen wir bewusst nicht ein; wir suchen nach identischen und bearbeiteten Kopien der Bilder. Laden Sie bei der Buchung möglichst alle Bilder als JPG oder PNG hoch, jeweils höchstens 50 MB groß. Bis zum Ergebnis gilt: keine Zahlungen, Chat und Fotos sichern, das Profil melden und, falls Sie schon gezahlt haben, umgehend Ihre Bank und die Polizei verständigen.`,
    },
    categories: [
      {
        title: 'Was wir an Profilbildern prüfen',
        items: [
          'Fundstellen im Netz per Bildrückwärtssuche',
          'Gespiegelte, zugeschnittene oder gefilterte Varianten',
          'Spuren von Bearbeitung und erzeugten Gesichtern',
          'Widersprüche innerhalb einer Bildserie',
        ],
      },
      {
        title: 'Woher Fake-Bilder stammen',
        items: [
          'Öffentliche Konten auf Instagram und Facebook',
          'Bildagenturen und Seiten von Fotomodellen',
          'Fotosätze, die unter Betrügern weitergegeben werden',
          'Vollständig am Computer erzeugte Gesichter',
        ],
      },
      {
        title: 'Unsere Erfahrung für Sie',
        items: [
          'Vertraut mit Profilen, die fremde Fotos zeigen',
          'Manuelle Recherche statt Gesichtserkennung',
          'Ergebnis mit Links zu den Fundstellen',
          'Einmalig 39 € inkl. MwSt. für eine Person',
        ],
      },
    ],
    warning: {
      title: 'Anzeichen für ein gefälschtes Profilbild',
      description:
        'Ein schönes Foto ist noch kein Verdacht. Achten Sie aber auf diese Merkmale, besonders wenn die Person kein aktuelles Bild von sich schicken will.',
      left: {
        title: 'Auffällig am Foto',
        items: [
          'Studiolicht und Modelposen auf jedem Bild',
          'Fehler an Ohrringen, Brillen, Händen oder Haaren',
          'Spiegelverkehrte Schrift im Hintergrund',
          'Keine Bilder mit Freunden oder aus dem Alltag',
        ],
      },
      right: {
        title: 'Was Sie tun können',
        items: [
          'Drei Fotos in der Bildrückwärtssuche prüfen',
          'Um ein Foto mit einer bestimmten Geste bitten',
          'Alle erhaltenen Bilder und Chats sichern',
          'Das Profil melden und nichts überweisen',
        ],
      },
    },
  },
  {
    slug: 'fake-profil-pruefen-lassen',
    category: 'fake-profile',
    service: 'fake-profil-pruefung',
    seo: {
      title: 'Fake-Profil prüfen lassen: Ablauf, Preis, Ergebnis',
      description:
        'So läuft ein Profil-Check bei Echtcheck ab: was Sie angeben, was unser Team von Hand prüft, was Ihr Ergebnis enthält. 39 € inkl. MwSt. pro Person.',
      keywords: [
        'fake profil prüfen lassen',
        'profil überprüfen lassen',
        'profil check ablauf',
        'fake profil überprüfung',
        'dating profil prüfen lassen',
        'profil-check kosten',
      ],
    },
    hero: {
      title: 'Fake-Profil prüfen lassen: so läuft es ab',
      subtitle:
        'Sie schildern Ihren Verdacht, unsere Spezialistinnen und Spezialisten recherchieren von Hand in öffentlichen Quellen, und Sie erhalten das Ergebnis per E-Mail, meist innerhalb von 24 bis 48 Stunden.',
      guarantee: 'Ohne Treffer keine Erstattung, dafür ist die nächste Prüfung kostenlos.',
      buttonText: 'Prüfung starten',
    },
    article: {
      title: 'Was bei einem Profil-Check passiert',
      subtitle: 'Ablauf, Ihre Angaben, das Ergebnis und seine Grenzen',
      text: `Die Buchung dauert wenige Minuten und läuft in sechs Schritten ab. Zuerst geben Sie Ihren Namen und Ihre E-Mail-Adresse an. Dann beschreiben Sie die zu prüfende Person, laden Bilder oder Dokumente hoch und schildern, warum Sie misstrauisch geworden sind. Im fünften Schritt bestätigen Sie unter anderem Ihr berechtigtes Interesse und die AGB und verlangen ausdrücklich, dass wir vor Ablauf der Widerrufsfrist beginnen; im sechsten sehen Sie eine Zusammenfassung und bezahlen über unseren Zahlungsdienstleister Stripe. Die Rechnung kommt innerhalb weniger Minuten per E-Mail. Danach beginnt unser Team mit der Prüfung; das Ergebnis folgt gewöhnlich 24 bis 48 Stunden nach Zahlung und vollständigen Angaben.

Für eine gute Prüfung brauchen wir mindestens den Namen oder Benutzernamen, die Plattform, auf der Sie die Person kennengelernt haben, die vorhandenen Profilbilder und den Grund für Ihren Verdacht. Sehr hilfreich sind außerdem alle Fotos, die Sie erhalten haben, der Link zum Profil, eine Telefonnummer oder E-Mail-Adresse und Auszüge aus dem Chat. Dateien laden Sie als JPG, PNG, PDF, TXT oder DOCX hoch, bis 50 MB pro Datei. Je mehr Anhaltspunkte wir haben, desto mehr Spuren lassen sich verfolgen. Was nur Sie selbst betrifft, dürfen Sie gern schwärzen.

Die Prüfung übernehmen Menschen. Unser Team recherchiert von Hand: Wir führen mit mehreren Diensten Bildrückwärtssuchen nach identischen und bearbeiteten Kopien der Bilder durch, suchen Namen, Benutzernamen, Nummern und Adressen in öffentlichen Quellen, prüfen Angaben zu Beruf und Wohnort auf Plausibilität und vergleichen die Geschichte mit bekannten Mustern. Dazu gehört vor allem der Liebesbetrug, international Romance-Scam genannt: Eine vorgetäuschte Beziehung soll Sie dazu bringen, Geld zu schicken. In komplexen Fällen, etwa bei vielen Bildern oder mehreren Plattformen, kann die Prüfung bis zu 72 Stunden dauern.

Ihr Ergebnis erhalten Sie als verständlich geschriebenen Ergebnisbericht: Die Ergebnis-E-Mail enthält einen Link zu Ihrer persönlichen Statusseite, auf der Sie den Ergebnisbericht herunterladen. Er nennt jeden Treffer, also jede öffentliche Fundstelle, mit Link, Funddatum und Bildschirmfoto, etwa wenn ein Foto unter einem anderen Namen auftaucht, und jeden Rechercheschritt mit Datum und den durchsuchten Quellen. Er zeigt, welche Angaben der Person sich bestätigen ließen und wo es Widersprüche gibt, und er enthält unsere Gesamteinschätzung sowie Empfehlungen für Ihre nächsten Schritte. Angaben zu Vorstrafen nehmen wir grundsätzlich nicht auf. Bleibt die Prüfung ohne Treffer, gibt es keine Erstattung, aber Ihre nächste Prüfung ist kostenlos.

Ebenso wichtig sind die Grenzen. Wir sehen nur, was öffentlich im Internet steht: keine privaten Konten, keine fremden Nachrichten, keine Daten von Plattformen oder Behörden. Wir setzen keine Gesichtserkennung ein, und keine Prüfung bietet absolute Gewissheit. Wir können kein Geld zurückholen und ersetzen weder die Polizei noch eine Rechtsberatung. Buchen können nur Volljährige, für eine Person pro Auftrag und mit berechtigtem Interesse, etwa zum Schutz vor Betrug. Ihre Falldaten löschen wir 30 Tage nach Abschluss; sie liegen auf Servern in Deutschland. Welche Nachweise länger bleiben (Bestätigungen und Bearbeitungsprotokoll 3 Jahre, die Rechnung 8 Jahre), nennt unsere Datenschutzerklärung.

Während die Prüfung läuft, müssen Sie nichts weiter tun, sollten aber vorsichtig bleiben. Senden Sie kein Geld und keine Dokumente, auch wenn die Person drängt. Sie müssen den Kontakt weder abbrechen noch ankündigen, dass Sie ihn prüfen lassen. Sichern Sie weiterhin neue Nachrichten und Bilder. Haben Sie bereits Geld überwiesen, warten Sie nicht auf unser Ergebnis. Melden Sie sich noch heute bei Ihrer Bank und gehen Sie zur Polizei, um Anzeige zu erstatten. Fragen zu Ihrem Auftrag beantwortet unser Support innerhalb von 24 Stunden.`,
    },
    categories: [
      {
        title: 'Das brauchen wir von Ihnen',
        items: [
          'Name oder Benutzername der zu prüfenden Person',
          'Plattform und, falls vorhanden, Link zum Profil',
          'Profilbilder, erhaltene Fotos und Chatauszüge',
          'Eine kurze Schilderung Ihres Verdachts',
        ],
      },
      {
        title: 'So läuft Ihr Auftrag ab',
        items: [
          'Buchung in sechs Schritten, Zahlung vor Beginn der Prüfung',
          'Rechnung per E-Mail nach wenigen Minuten',
          'Recherche von Hand in öffentlichen Quellen',
          'Ergebnis meist nach 24–48 Stunden, in komplexen Fällen bis 72',
        ],
      },
      {
        title: 'Grenzen, die wir offen nennen',
        items: [
          'Keine privaten Konten oder nicht öffentlichen Daten',
          'Keine Gesichtserkennung und keine absolute Gewissheit',
          'Keine Rückholung von Geld, keine Rechtsberatung',
          'Nur für Volljährige, eine Person pro Auftrag',
        ],
      },
    ],
    warning: {
      title: 'Wann Sie nicht auf das Ergebnis warten sollten',
      description:
        'Manche Lagen vertragen kein Abwarten. Trifft einer dieser Punkte zu, handeln Sie bitte zuerst selbst und lassen Sie das Profil danach in Ruhe prüfen.',
      left: {
        title: 'Jetzt nicht abwarten',
        items: [
          'Sie haben in den letzten Tagen Geld überwiesen',
          'Die Person besitzt eine Kopie Ihres Ausweises',
          'Sie sollen ein Paket oder Geld weiterleiten',
          'Man droht, private Bilder zu veröffentlichen',
        ],
      },
      right: {
        title: 'Das hilft sofort',
        items: [
          'Bank anrufen und Zahlungen stoppen lassen',
          'Anzeige bei der Polizei erstatten',
          'Passwörter ändern, Zwei-Faktor-Anmeldung einschalten',
          'Alle Nachrichten und Belege sichern',
        ],
      },
    },
  },
];
