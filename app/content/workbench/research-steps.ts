import type { CaseType } from '#app/lib/services.ts';
import type { ResearchStep } from './types.ts';

// ---------------------------------------------------------------------------------------------
// Research steps
// ---------------------------------------------------------------------------------------------

const reverseImageSearch: ResearchStep = {
  key: 'reverse-image-search',
  label: 'Bildrückwärtssuche für jedes Profilfoto',
  hint: 'Jedes Foto einzeln in jeder Bildrückwärtssuche suchen, die die Datenschutzerklärung nennt, auch als Ausschnitt und gespiegelt.',
  sources: 'Google Lens, Bing Visuelle Suche, TinEye',
};

const imageHitReview: ResearchStep = {
  key: 'image-hit-review',
  label: 'Fundstellen der Bilder einzeln prüfen',
  hint: 'Für jede Fundstelle Link, Name, Land, Datum und Zusammenhang festhalten und im Abschnitt Bildrecherche eintragen.',
  sources: 'Die gefundenen Seiten aus der Bildrückwärtssuche (Google Lens, Bing Visuelle Suche, TinEye)',
};

const usernameSearch: ResearchStep = {
  key: 'username-search',
  label: 'Benutzernamen plattformübergreifend suchen',
  hint: 'Den genauen Benutzernamen und naheliegende Schreibweisen in Suchmaschinen und direkt auf den großen Plattformen suchen und Treffer mit Fotos und Angaben vergleichen.',
  sources: 'Google, Bing, DuckDuckGo; Suchfunktionen von Instagram, Facebook, TikTok, X und LinkedIn',
};

const nameSearch: ResearchStep = {
  key: 'name-search',
  label: 'Namen in Suchmaschinen suchen',
  hint: 'Vor- und Nachnamen in Anführungszeichen suchen, auch zusammen mit Ort, Beruf und Begriffen wie „Betrug“ oder „Scam“.',
  sources: 'Google, Bing, DuckDuckGo',
};

const profileAgeActivity: ResearchStep = {
  key: 'profile-age-activity',
  label: 'Alter und Aktivität des Profils prüfen',
  hint: 'Bis zu den ältesten öffentlichen Beiträgen zurückgehen und notieren, seit wann das Profil besteht und ob Lücken oder Namenswechsel erkennbar sind.',
  sources: 'Die öffentlichen Beiträge des Profils, Wayback Machine des Internet Archive',
};

const identityConsistency: ResearchStep = {
  key: 'identity-consistency',
  label: 'Name, Alter, Wohnort und Beruf abgleichen',
  hint: 'Die Angaben aus Profil, Chatauszügen und Fundstellen nebeneinanderlegen und jede Abweichung mit Quelle im Abschnitt Identität festhalten.',
  sources: 'Profilangaben, Ihre Chatauszüge und die Fundstellen dieser Prüfung',
};

const contactDataSearch: ResearchStep = {
  key: 'contact-data-search',
  label: 'Telefonnummer und E-Mail-Adresse öffentlich suchen',
  hint: 'Nummer im internationalen Format und E-Mail-Adresse in Suchmaschinen und Warnforen suchen und die Vorwahl mit dem angegebenen Wohnort vergleichen; Anschlussinhaber lassen sich nicht abfragen.',
  sources: 'Google, Bing, Rufnummern-Warnseiten wie tellows, Vorwahlverzeichnis der Bundesnetzagentur',
};

const messageTextSearch: ResearchStep = {
  key: 'message-text-search',
  label: 'Auffällige Sätze aus Profil und Chats suchen',
  hint: 'Markante Sätze in Anführungszeichen suchen, denn wortgleiche Texte in anderen Profilen oder Warnforen deuten auf Vorlagen hin.',
  sources: 'Google, Bing (wortgleiche Suche in Anführungszeichen)',
};

const scamWarningSearch: ResearchStep = {
  key: 'scam-warning-search',
  label: 'Öffentliche Warnungen vor Betrugsmaschen durchsuchen',
  hint: 'Namen, Benutzernamen, Fundstellen der Fotos und Kontaktdaten in öffentlichen Warnlisten und Foren zu Betrugsmaschen suchen.',
  sources: 'Google, Bing, Watchlist Internet, Warnungen der Verbraucherzentralen, öffentliche Foren zu Betrugsmaschen',
};

const imageCropSearch: ResearchStep = {
  key: 'image-crop-search',
  label: 'Ausschnitte und gespiegelte Fassungen suchen',
  hint: 'Hintergrund, Gegenstände und Schrift im Bild einzeln als Ausschnitt suchen, weil Betrüger Fotos gern beschneiden, spiegeln oder einfärben.',
  sources: 'Google Lens, Bing Visuelle Suche, TinEye (Ausschnitte und gespiegelte Fassungen)',
};

const earliestAppearance: ResearchStep = {
  key: 'earliest-appearance',
  label: 'Ältesten Fund jedes Bildes ermitteln',
  hint: 'Treffer nach Datum sortieren, wo die Suchmaschine das anbietet, und festhalten, seit wann und unter welchem Namen das Bild zuerst erscheint.',
  sources: 'TinEye (Sortierung nach ältestem Fund), Google Lens, Wayback Machine des Internet Archive',
};

const imageMetadata: ResearchStep = {
  key: 'image-metadata',
  label: 'Bildangaben und Metadaten ansehen',
  hint: 'Kamera, Aufnahmedatum und Software aus den Bildangaben des Falls mit der Geschichte vergleichen; fehlende Metadaten sind allein kein Warnsignal.',
  sources: 'Die Bildangaben (Exif-Metadaten) der hochgeladenen Dateien',
};

const imageManipulation: ResearchStep = {
  key: 'image-manipulation',
  label: 'Bilder auf Bearbeitung und künstliche Erzeugung prüfen',
  hint: 'Vergrößert auf Hände, Ohren, Schmuck, Schrift und Kanten im Hintergrund achten und Auffälligkeiten nur als Hinweis vermerken.',
  sources: 'Die hochgeladenen Bilder in Vergrößerung',
};

const photoSetConsistency: ResearchStep = {
  key: 'photo-set-consistency',
  label: 'Fotos untereinander vergleichen',
  hint: 'Prüfen, ob Umgebung, Kleidung, Jahreszeit und Bildqualität der Fotos zu einer Person und zu ihrer Geschichte passen.',
  sources: 'Die hochgeladenen Bilder und die öffentlichen Fotos des Profils',
};

const accountTransparency: ResearchStep = {
  key: 'account-transparency',
  label: 'Kontoinformationen der Plattform auswerten',
  hint: 'Angaben wie „Informationen zu diesem Konto“ bei Instagram oder die Seitentransparenz bei Facebook zeigen Beitrittsdatum, Land und frühere Namen.',
  sources:
    'Kontoinformationen der Plattform (z. B. „Informationen zu diesem Konto“ bei Instagram, Seitentransparenz bei Facebook)',
};

const followerPatternCheck: ResearchStep = {
  key: 'follower-pattern-check',
  label: 'Follower und Beitragsverlauf prüfen',
  hint: 'Das Verhältnis der Follower zu den Konten, denen das Profil folgt, und den zeitlichen Verlauf der Beiträge ansehen; viele Beiträge an wenigen Tagen deuten auf ein nachgebautes Konto hin.',
  sources: 'Die öffentlichen Follower-Zahlen und Beiträge des Profils',
};

const friendListCheck: ResearchStep = {
  key: 'friend-list-check',
  label: 'Freundesliste auf Plausibilität prüfen',
  hint: 'Nur die öffentlich sichtbare Freundesliste auswerten, ohne Freundschafts- oder Folgeanfrage, und prüfen, ob Herkunft und Zusammensetzung zum angeblichen Leben passen.',
  sources: 'Die öffentlich sichtbare Freundesliste des Profils',
};

const interactionCheck: ResearchStep = {
  key: 'interaction-check',
  label: 'Kommentare und Reaktionen unter Beiträgen prüfen',
  hint: 'Ansehen, ob Bekannte persönlich kommentieren oder ob nur allgemeine Floskeln und immer dieselben Konten reagieren.',
  sources: 'Die öffentlichen Kommentare und Reaktionen unter den Beiträgen des Profils',
};

const duplicateAccountSearch: ResearchStep = {
  key: 'duplicate-account-search',
  label: 'Doppelte Konten unter demselben Namen suchen',
  hint: 'Auf derselben Plattform nach weiteren Konten mit gleichem Namen oder gleichen Fotos suchen und das ältere Konto als mögliches Original festhalten.',
  sources: 'Suchfunktion der Plattform, Google, Bing',
};

const datingVerification: ResearchStep = {
  key: 'dating-verification',
  label: 'Verifizierung im Dating-Profil prüfen',
  hint: 'Nachsehen, ob die App ein Verifizierungszeichen zeigt, und bedenken, dass es nur den Abgleich mit den Profilfotos belegt, nicht Name, Alter oder Geschichte.',
  sources: 'Das Dating-Profil und Ihre Bildschirmfotos davon',
};

const datingProfileText: ResearchStep = {
  key: 'dating-profile-text',
  label: 'Profiltext und Angaben der App prüfen',
  hint: 'Profiltext, Alter, Entfernungsangabe und Interessen mit den Angaben im Chat vergleichen und den Profiltext wortgleich in Suchmaschinen suchen.',
  sources: 'Das Dating-Profil, Ihre Chatauszüge, Google, Bing (wortgleiche Suche)',
};

const storyCheck: ResearchStep = {
  key: 'story-check',
  label: 'Geschichte mit öffentlichen Fakten abgleichen',
  hint: 'Angaben wie ein Auslandseinsatz beim Militär, Arbeit auf einer Ölplattform oder als Ärztin oder Arzt im Ausland mit öffentlich bekannten Abläufen, Orten und Firmen vergleichen.',
  sources: 'Google, Bing, Websites der genannten Firmen und Einrichtungen, Nachrichtenarchive',
};

const paymentDataSearch: ResearchStep = {
  key: 'payment-data-search',
  label: 'Genannte Zahlungsdaten in Warnungen suchen',
  hint: 'Kontonummern, Empfängernamen und Krypto-Adressen, die die Person genannt hat, in Suchmaschinen und öffentlichen Warnungen suchen.',
  sources: 'Google, Bing, Watchlist Internet, öffentliche Foren zu Betrugsmaschen, öffentliche Blockchain-Explorer',
};

const investmentPlatformCheck: ResearchStep = {
  key: 'investment-platform-check',
  label: 'Empfohlene Anlageplattform prüfen',
  hint: 'Namen und Internetadresse der Plattform in der öffentlichen Warnliste der Finanzaufsicht, in Suchmaschinen und per öffentlicher Domainabfrage prüfen.',
  sources: 'Unternehmensdatenbank und Verbraucherwarnungen der BaFin, Google, öffentliche WHOIS- und RDAP-Abfrage',
};

const affectedNameSearch: ResearchStep = {
  key: 'affected-name-search',
  label: 'Namen der betroffenen Person suchen',
  hint: 'Vor- und Nachnamen in Anführungszeichen suchen, auch mit Wohnort und Beruf, und jede fremde Verwendung mit Link und Datum sichern.',
  sources: 'Google, Bing, DuckDuckGo; Suchfunktionen von Instagram, Facebook, TikTok und LinkedIn',
};

const affectedPhotoSearch: ResearchStep = {
  key: 'affected-photo-search',
  label: 'Bildrückwärtssuche für die Fotos der betroffenen Person',
  hint: 'Die eigenen Profilbilder der betroffenen Person in jeder Bildrückwärtssuche suchen, die die Datenschutzerklärung nennt, auch als Ausschnitt.',
  sources: 'Google Lens, Bing Visuelle Suche, TinEye',
};

const impostorProfileRecord: ResearchStep = {
  key: 'impostor-profile-record',
  label: 'Fremde Profile mit Link und Datum festhalten',
  hint: 'Jedes Profil, das Namen oder Fotos der betroffenen Person nutzt, mit Plattform, Anzeigenamen, Link und Datum der Sichtung festhalten.',
  sources: 'Die gefundenen Profile auf den jeweiligen Plattformen',
};

const domainCheck: ResearchStep = {
  key: 'domain-check',
  label: 'Domains und Websites unter dem Namen prüfen',
  hint: 'Nach Domains mit dem Namen und ähnlichen Schreibweisen suchen und das Datum der Registrierung (öffentliche WHOIS- oder RDAP-Abfrage), Impressum und archivierte Fassungen ansehen.',
  sources: 'Google, öffentliche WHOIS- und RDAP-Abfrage, Wayback Machine des Internet Archive',
};

const dataBreachCheck: ResearchStep = {
  key: 'data-breach-check',
  label: 'E-Mail-Adresse in bekannten Datenlecks prüfen',
  hint: 'Nur die angegebene E-Mail-Adresse der betroffenen Person in einem öffentlichen Verzeichnis bekannter Datenlecks abfragen und Name und Jahr der Lecks notieren.',
  sources: 'Have I Been Pwned',
};

const publicDataExposure: ResearchStep = {
  key: 'public-data-exposure',
  label: 'Öffentlich sichtbare persönliche Daten erfassen',
  hint: 'Festhalten, wo Anschrift, Geburtsdatum, Telefonnummer oder Ausweisdaten der betroffenen Person offen einsehbar sind, damit sie dort um Löschung bitten kann.',
  sources: 'Google, Bing, öffentliche Personensuchmaschinen und Branchenverzeichnisse',
};

export const researchSteps: Record<CaseType, ResearchStep[]> = {
  'fake-profile': [
    reverseImageSearch,
    imageHitReview,
    usernameSearch,
    nameSearch,
    profileAgeActivity,
    identityConsistency,
    contactDataSearch,
    messageTextSearch,
    scamWarningSearch,
  ],
  'image-check': [
    reverseImageSearch,
    imageCropSearch,
    imageHitReview,
    earliestAppearance,
    imageMetadata,
    imageManipulation,
    photoSetConsistency,
    scamWarningSearch,
  ],
  'social-media': [
    reverseImageSearch,
    imageHitReview,
    usernameSearch,
    accountTransparency,
    profileAgeActivity,
    followerPatternCheck,
    friendListCheck,
    interactionCheck,
    duplicateAccountSearch,
    identityConsistency,
  ],
  'dating-app': [
    reverseImageSearch,
    imageHitReview,
    datingVerification,
    datingProfileText,
    usernameSearch,
    identityConsistency,
    contactDataSearch,
    messageTextSearch,
    scamWarningSearch,
  ],
  'romance-scam': [
    reverseImageSearch,
    imageHitReview,
    nameSearch,
    identityConsistency,
    storyCheck,
    contactDataSearch,
    messageTextSearch,
    paymentDataSearch,
    investmentPlatformCheck,
    scamWarningSearch,
  ],
  'identity-theft': [
    affectedNameSearch,
    affectedPhotoSearch,
    usernameSearch,
    impostorProfileRecord,
    domainCheck,
    contactDataSearch,
    dataBreachCheck,
    publicDataExposure,
    scamWarningSearch,
  ],
  general: [
    reverseImageSearch,
    imageHitReview,
    nameSearch,
    usernameSearch,
    profileAgeActivity,
    identityConsistency,
    contactDataSearch,
    messageTextSearch,
    scamWarningSearch,
  ],
};
