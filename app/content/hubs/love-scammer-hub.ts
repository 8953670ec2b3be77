import { retentionShort } from '../retention.ts';
import type { HubPage } from '../types.ts';

// Romance scam / love scammers
export const loveScammerHub: HubPage = {
  slug: 'love-scammer-hub',
  service: 'romance-scam-hub',
  serviceKey: 'romance-scam',
  navTitle: 'Romance-Scam-Check',
  seo: {
    title: 'Love-Scammer erkennen: Ablauf und Hilfe bei Liebesbetrug',
    description:
      'Romance-Scam verstehen: wie Love-Scammer vorgehen, warum ihre Methoden wirken und was Betroffene jetzt tun können – mit Polizei, Bank und Beratung.',
    keywords: [
      'Love-Scammer erkennen',
      'Romance-Scam',
      'Liebesbetrug Hilfe',
      'Liebesbetrüger Ablauf',
      'Romance-Scam-Check',
      'Liebesbetrug Anzeige',
    ],
  },
  hero: {
    title: 'Love-Scammer erkennen und Liebesbetrug stoppen',
    subtitle:
      'Sie haben online jemanden kennengelernt, und nun geht es um Geld? Hier erfahren Sie, wie Liebesbetrug abläuft, was Sie sofort tun können und wie wir die Person für Sie prüfen – vertraulich und ohne Vorwürfe.',
    buttonText: 'Romance-Scam-Check starten',
  },
  article: {
    title: 'Liebesbetrug verstehen: Ablauf, Psychologie und Wege aus der Krise',
    intro:
      'Wenn sich herausstellt, dass eine Liebe aus dem Internet vielleicht nicht echt ist, bricht für viele Menschen eine Welt zusammen. Zur Enttäuschung kommen Sorgen um Geld und oft tiefe Scham. Dieser Ratgeber erklärt, wie Love-Scammer vorgehen, warum ihre Methoden bei ganz unterschiedlichen Menschen wirken und welche Schritte jetzt wichtig sind. Sie sind mit dieser Erfahrung nicht allein, und es gibt Hilfe.',
    sections: [
      {
        heading: 'Was ist ein Romance-Scam?',
        paragraphs: [
          'Romance-Scam, auf Deutsch Liebesbetrug, bezeichnet eine Betrugsform, bei der Täter im Internet eine Liebesbeziehung vortäuschen, um ihren Opfern Geld abzunehmen. Sie treten mit erfundenen Identitäten und gestohlenen Fotos auf, meist in Dating-Apps, auf Facebook, Instagram oder sogar in Online-Spielen. Es trifft Frauen wie Männer, Jüngere wie Ältere, mit und ohne Hochschulabschluss. Entscheidend ist nicht die Bildung, sondern der Wunsch nach Nähe, den jeder Mensch kennt.',
          'Hinter den Profilen stehen häufig organisierte Gruppen, die mit ausgearbeiteten Drehbüchern vorgehen. Manche Täter betreuen Dutzende Kontakte parallel, notieren sich die Namen von Kindern und Haustieren und wissen genau, welche Nachricht in welcher Phase wirkt. Einige Betroffene verlieren Ersparnisse, die sie über viele Jahre aufgebaut haben. Ebenso schwer wiegt der seelische Schaden: der Verlust eines Menschen, den es in dieser Form nie gegeben hat.',
        ],
      },
      {
        heading: 'Der typische Ablauf in fünf Phasen',
        paragraphs: [
          'Am Anfang steht der Kontakt: eine Nachricht in einer Dating-App, ein Kommentar auf Facebook, eine angeblich falsch gewählte Nummer bei WhatsApp. Es folgt eine Phase überwältigender Zuwendung, oft „Love Bombing“ genannt. Ihr Gegenüber schreibt morgens und abends, macht Komplimente und spricht schon nach wenigen Tagen von Liebe und Zukunft. Bald kommt der Vorschlag, die App zu verlassen und über WhatsApp, Telegram oder E-Mail weiterzuschreiben, weil es dort angeblich persönlicher sei.',
          'In der dritten Phase wird das Vertrauen gefestigt. Der Täter erzählt von seinem Kind, schickt Alltagsfotos, teilt scheinbar Geheimnisse und fragt nach Ihren Sorgen. Manchmal baut er kleine Tests ein, etwa die Bitte um einen geringen Betrag für Handyguthaben. Die vierte Phase bringt den Notfall: ein Autounfall, eine Verhaftung im Ausland, ein eingefrorenes Erbe, Gebühren beim Zoll. Die Lage ist immer dringend, und angeblich können nur Sie helfen.',
          'Die fünfte Phase dreht sich ums Geld und endet selten mit der ersten Zahlung. Auf jede Überweisung folgt ein neues Hindernis, eine neue Gebühr, ein neuer Grund. Zögern Betroffene, reagiert der Täter gekränkt oder verzweifelt, manchmal auch mit Druck. Einige Maschen verbinden Liebe mit Geldanlage: Der angebliche Partner zeigt, wie man mit Kryptowährung angeblich Gewinne erzielt. Diese Gewinne stehen nur auf einer gefälschten Seite, das eingezahlte Geld ist fort.',
        ],
      },
      {
        heading: 'Warum Liebesbetrug so gut funktioniert',
        paragraphs: [
          'Liebesbetrug wirkt nicht, weil Menschen leichtgläubig wären, sondern weil die Täter ganz normale Gefühle gezielt ansprechen. Wer jeden Tag liebevolle Nachrichten bekommt, erlebt ein Hochgefühl wie bei einer echten Verliebtheit. Zweifel werden leiser, weil niemand dieses schöne Gefühl verlieren möchte. Hinzu kommt, dass die Täter aus Hunderten Gesprächen gelernt haben, welche Worte Vertrauen schaffen und welche Geschichten Mitleid wecken.',
          'Mit der Zeit entsteht eine Art Abhängigkeit. Die Täter stellen sich als den einzigen Menschen dar, der Sie wirklich versteht, und säen Misstrauen gegenüber Familie und Freunden, die „das nicht verstehen würden“. Oft verlangen sie Verschwiegenheit. Wer einmal Geld geschickt hat, steigt noch schwerer aus, denn dann müsste man sich eingestehen, dass das Geld verloren sein könnte. Dieses Muster ist bekannt und trifft Menschen in allen Lebenslagen.',
        ],
      },
      {
        heading: 'Scham ist verständlich – Schuld tragen Sie nicht',
        paragraphs: [
          'Viele Betroffene schweigen aus Scham, manchmal über Monate. Sie fürchten Vorwürfe von Angehörigen oder fragen sich, wie ihnen das passieren konnte. Bitte seien Sie nachsichtig mit sich selbst. Sie haben einem Menschen vertraut und wollten ihm helfen. Vertrauen und Hilfsbereitschaft sind gute Eigenschaften. Die Schuld liegt allein bei denen, die sie planmäßig ausnutzen. Es hilft, mit einer vertrauten Person zu sprechen, auch wenn der erste Satz schwerfällt.',
          'Für dieses Gespräch gibt es auch neutrale Anlaufstellen. Die Hilfsorganisation Weisser Ring bietet unter 116 006 ein kostenloses Opfer-Telefon an. Dort hören geschulte Menschen zu und zeigen Wege auf. Verbraucherzentralen informieren über aktuelle Betrugsmaschen, und viele Städte haben Beratungsstellen für Opfer von Straftaten. Wenn Sie merken, dass Sie schlecht schlafen, sich zurückziehen oder verzweifelt sind, sprechen Sie bitte auch mit Ihrer Hausärztin oder Ihrem Hausarzt.',
        ],
      },
      {
        heading: 'Was Sie jetzt konkret tun sollten',
        paragraphs: [
          'Der wichtigste Schritt: Zahlen Sie nichts mehr, ganz gleich, wie dringend die nächste Bitte klingt. Sie müssen den Kontakt weder sofort abbrechen noch den Täter zur Rede stellen. Sichern Sie zuerst alle Beweise: Bildschirmfotos von Profil und Chat, Telefonnummern, E-Mail-Adressen, Namen von Empfängern und Kontoverbindungen sowie Belege über Überweisungen, Gutscheinkarten oder Bargeldtransfers. Löschen Sie nichts, auch wenn der Wunsch danach groß ist.',
          'Informieren Sie noch heute Ihre Bank und nennen Sie die betroffenen Zahlungen. Manchmal lässt sich eine Überweisung noch aufhalten, wenn die Bank schnell davon erfährt; eine Garantie gibt es dafür nicht. Danach folgt die Strafanzeige, persönlich auf der Polizeiwache oder über die Onlinewache Ihres Bundeslandes. Werden Sie bedroht oder sind Sie in akuter Gefahr, wählen Sie 110. Melden Sie zuletzt das Profil bei der Plattform und blockieren Sie den Kontakt.',
          'Rechtlich ist Liebesbetrug in der Regel Betrug nach § 263 StGB. Eine Anzeige lohnt sich auch dann, wenn die Täter im Ausland sitzen, denn sie hilft den Behörden, Konten, Täter und wiederkehrende Muster zu erkennen. Was hier steht, ist eine allgemeine Orientierung und keine Rechtsberatung. Fragen zu Ihrem konkreten Fall klärt eine Rechtsanwältin, ein Rechtsanwalt oder eine Opferberatungsstelle.',
        ],
      },
      {
        heading: 'Vorsicht vor der zweiten Betrugswelle',
        paragraphs: [
          'Nach einem Liebesbetrug melden sich oft neue Stimmen: angebliche Anwälte, Detektive, Behörden oder Agenturen, die gegen eine Gebühr zusagen, die verlorene Summe wiederzubeschaffen. Manchmal tritt sogar der Täter selbst unter neuem Namen auf und behauptet, der Betrüger sei gefasst worden und Sie bekämen Ihr Geld zurück. Fast immer steckt dahinter ein weiterer Betrug. Echte Behörden verlangen keine Vorauszahlung, um Ihnen Geld zu erstatten.',
          'Auch wir können verlorenes Geld nicht zurückholen und versprechen das nicht. Seien Sie misstrauisch, wenn jemand genau weiß, wie viel Sie verloren haben, oder zur Eile drängt. Besprechen Sie solche Angebote mit Ihrer Bank, der Polizei oder der Verbraucherzentrale, bevor Sie antworten. Und wenn später ein neuer Online-Kontakt auffällig schnell Nähe sucht, sind Sie nicht übervorsichtig, sondern gut informiert.',
        ],
      },
      {
        heading: 'Wie unser Romance-Scam-Check Ihnen hilft',
        paragraphs: [
          'Vielleicht sind Sie noch unsicher und möchten Klarheit, bevor Sie weitere Schritte gehen. Dann prüfen unsere Spezialistinnen und Spezialisten die Person, die Ihnen schreibt, anhand öffentlicher Quellen. Sie verfolgen Fotos per Bildrückwärtssuche, suchen Namen, Telefonnummern und E-Mail-Adressen in bekannten Warnlisten, vergleichen typische Textbausteine und prüfen, ob die erzählte Lebensgeschichte zu öffentlich auffindbaren Angaben passt. Alles geschieht von Hand und vertraulich, und wir nehmen keinen Kontakt zu der Person auf.',
          'Für 39 € inkl. MwSt. prüfen wir eine Person, ohne Abonnement und ohne Folgekosten. Laden Sie Fotos, Chatauszüge und Zahlungsaufforderungen hoch, soweit Sie sie haben, und beschreiben Sie kurz Ihren Verdacht. Sobald Zahlung und Angaben vorliegen, vergehen üblicherweise ein bis zwei Tage bis zum schriftlichen Ergebnisbericht. Er ist in verständlicher Sprache verfasst und enthält Belege, die Sie der Polizei oder Ihrer Bank zeigen können. Ihre Daten liegen auf Servern in Deutschland und bleiben nach Abschluss des Auftrags höchstens 30 Tage gespeichert.',
        ],
      },
    ],
  },
  features: [
    {
      title: 'Das prüft unser Team',
      text: 'Wir suchen nach den Spuren, die Liebesbetrüger im öffentlich zugänglichen Internet hinterlassen.',
      items: [
        'Herkunft aller Fotos, auch aus dem Chat',
        'Namen, Nummern und E-Mail-Adressen in Warnlisten',
        'Bekannte Textbausteine aus Liebesbriefen',
        'Angebliche Berufe, Firmen und Aufenthaltsorte',
        'Hinweise auf gefälschte Dokumente wie Pässe oder Bankbelege',
      ],
    },
    {
      title: 'Das erhalten Sie',
      text: 'Klarheit in ruhigen Worten und Unterlagen, die Ihnen bei den nächsten Schritten nützen.',
      items: [
        'Einschätzung mit nachvollziehbaren Belegen',
        'Hinweise für das Gespräch mit Bank und Polizei',
        'Vertrauliche Behandlung Ihrer Angaben',
        retentionShort,
      ],
    },
  ],
  related: [
    {
      title: 'Romance-Scam-Anzeichen',
      slug: 'romance-scam-anzeichen',
      description: 'Die frühen Warnzeichen im Überblick, damit Sie Liebesbetrug erkennen, bevor Geld fließt.',
    },
    {
      title: 'Romance-Scam über WhatsApp',
      slug: 'romance-scam-whatsapp',
      description: 'Wenn die Unterhaltung zu WhatsApp wechselt: worauf Sie bei Nachrichten und fremden Nummern achten.',
    },
    {
      title: 'Liebesbetrug mit Geldforderung',
      slug: 'liebesbetrug-geldforderung',
      description: 'Ihr Kontakt bittet um Geld? So reagieren Sie besonnen und sichern Ihre Belege.',
    },
    {
      title: 'Heiratsschwindler erkennen',
      slug: 'heiratsschwindler',
      description: 'Versprechen von Ehe und gemeinsamer Zukunft: wie Heiratsschwindler heute im Internet vorgehen.',
    },
  ],
};
