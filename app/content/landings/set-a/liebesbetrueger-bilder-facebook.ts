import type { LandingConfig } from '../../types.ts';

export const liebesbetruegerBilderFacebook: LandingConfig = {
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
};
