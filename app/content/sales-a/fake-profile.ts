import type { SalesPage } from '../types.ts';

// Fake profiles as a phenomenon: who creates them, why, and which kinds exist.
export const fakeProfile: SalesPage = {
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
};
