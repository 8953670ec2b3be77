import type { LandingConfig } from '../../types.ts';

export const bumbleFakeProfile: LandingConfig = {
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
};
