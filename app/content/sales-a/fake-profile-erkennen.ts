import type { SalesPage } from '../types.ts';

// Recognising fake profiles platform by platform.
export const fakeProfileErkennen: SalesPage = {
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
};
