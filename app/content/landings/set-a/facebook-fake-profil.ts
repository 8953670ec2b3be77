import type { LandingConfig } from '../../types.ts';

export const facebookFakeProfil: LandingConfig = {
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
};
