// The specialists' workbench content (issue 13): per service the research steps staff tick off, the
// warning signs they tick where they apply, the recommended next steps, and the report's headings and
// caveat. The shape of a case's findings is app/lib/findings.ts; it stores the keys below, so keys are
// stable identifiers: rename a key only with a migration of the stored drafts.
//
// Labels and hints are for staff (short, nominal or imperative); every reportText is one sentence of the
// customer's report (formal "Sie", factual). Nothing here may need non-public sources, face
// recognition, criminal-record or health data, or contact with the person (docs/product.md §12, "What a check never includes").
// Signals that only the customer can know (what was said in the chat) begin "Nach Ihren Angaben".
import type { Verdict } from '#app/lib/findings.ts';
import type { CaseType } from '#app/lib/services.ts';

export interface ResearchStep {
  /** Stable lowercase-kebab identifier, the key of Findings.steps. */
  key: string;
  /** What to do, as staff tick it off. */
  label: string;
  /** One sentence on how to do it well. */
  hint?: string;
  /**
   * The sources and search engines the step usually uses, as the report names them; the workbench
   * fills them in when the step is marked done, and staff correct them. Public sources only, no face
   * search engines; the image searches are the privacy page's defaults (Google Lens, Bing, TinEye):
   * Yandex only with the customer's consent, so staff add it where they used it.
   */
  sources: string;
}

export interface WarningSign {
  /** Stable lowercase-kebab identifier, stored in Findings.signals. */
  key: string;
  /** Staff checklist wording. */
  label: string;
  /** The sentence the customer's report states when the sign applies. */
  reportText: string;
  /** The sign states that something was found (e.g. the photos under other names): it needs a finding. */
  needsHit?: boolean;
  /** The sign contradicts the verdict "wahrscheinlich echt". */
  contradictsGenuine?: boolean;
}

export interface NextStep {
  /** Stable lowercase-kebab identifier, stored in Findings.nextSteps. */
  key: string;
  label: string;
  /** The recommendation as the customer's report states it. */
  reportText: string;
  /** Offered only for these services; absent: for every case. */
  services?: CaseType[];
  /** Preselected for these verdicts (staff may change the choice). */
  defaultFor?: Verdict[];
}

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

// ---------------------------------------------------------------------------------------------
// Warning signs
//
// needsHit: the sign says that something was found in public sources (the photos under other names,
// at a photo agency, older elsewhere, in their original uncropped form, a warning, a second account,
// a website, data in a leak), so the report can only state it with a finding (Fundstelle) to show.
// Signs observed on the profile itself, in the customer's files or in what the customer tells us need
// none.
//
// contradictsGenuine: the sign, where it applies, rules out "wahrscheinlich echt" (whose definition
// says no warning sign speaks against the person's claims). Three kinds do: the photos or the name
// belong to someone else (under other names, from an agency, older than claimed, cut from an original,
// an impostor's profile or website); the person's own claims are refuted (details that contradict
// each other, a story or metadata against the facts); and the acts that make up the scam itself
// (asking for money, an emergency that needs money, an investment tip, a code from an SMS, ID or bank
// data, links to payment pages, template texts, a listing in scam warnings). Signs that genuine people
// show too (professional photos, a new or thin profile, no trace outside it, shyness on video, an
// early move to WhatsApp, early declarations of love, a job abroad, edited or possibly generated
// photos, a follower pattern, no verification badge) only call for caution and leave the verdict to
// the specialists.
// ---------------------------------------------------------------------------------------------

const photosUnderOtherNames: WarningSign = {
  key: 'photos-under-other-names',
  label: 'Fotos unter anderen Namen gefunden',
  reportText: 'Die Profilfotos erscheinen im Internet unter anderen Namen.',
  needsHit: true,
  contradictsGenuine: true,
};

const professionalPhotosOnly: WarningSign = {
  key: 'professional-photos-only',
  label: 'Nur professionelle Fotos wie von Modelseiten',
  reportText:
    'Das Profil zeigt ausschließlich professionell wirkende Fotos, wie sie für Werbung oder Modelseiten typisch sind.',
};

const newProfileFewConnections: WarningSign = {
  key: 'new-profile-few-connections',
  label: 'Neues Profil mit wenigen Kontakten',
  reportText: 'Das Profil besteht erst seit kurzer Zeit und hat nur wenige Kontakte oder Beiträge.',
};

const inconsistentDetails: WarningSign = {
  key: 'inconsistent-details',
  label: 'Widersprüche bei Name, Alter, Wohnort oder Beruf',
  reportText: 'Name, Alter, Wohnort oder Beruf stimmen in den geprüften Quellen nicht überein.',
  contradictsGenuine: true,
};

const noPublicTrace: WarningSign = {
  key: 'no-public-trace',
  label: 'Keine öffentlichen Spuren außerhalb des Profils',
  reportText: 'Zu der angegebenen Identität fanden sich außerhalb des Profils keine öffentlichen Spuren.',
};

const templateTexts: WarningSign = {
  key: 'template-texts',
  label: 'Wortgleiche Texte an anderer Stelle',
  reportText:
    'Texte aus dem Profil oder den Nachrichten erscheinen wortgleich in anderen Profilen oder in Warnhinweisen.',
  needsHit: true,
  contradictsGenuine: true,
};

const listedInScamWarnings: WarningSign = {
  key: 'listed-in-scam-warnings',
  label: 'In Warnungen vor Betrugsmaschen genannt',
  reportText: 'Fotos, Name oder Kontaktdaten des Profils erscheinen in öffentlichen Warnungen vor einer Betrugsmasche.',
  needsHit: true,
  contradictsGenuine: true,
};

const phoneNumberMismatch: WarningSign = {
  key: 'phone-number-mismatch',
  label: 'Vorwahl passt nicht zum Wohnort',
  reportText: 'Die Vorwahl der angegebenen Telefonnummer passt nicht zu dem Wohnort, den die Person nennt.',
};

const languageMismatch: WarningSign = {
  key: 'language-mismatch',
  label: 'Sprache passt nicht zur Herkunft',
  reportText: 'Sprache und Ausdruck der Nachrichten passen nicht zu der Herkunft, die die Person angibt.',
};

const refusesVideoCalls: WarningSign = {
  key: 'refuses-video-calls',
  label: 'Weicht Videoanrufen und Treffen aus',
  reportText: 'Nach Ihren Angaben weicht die Person Videoanrufen und persönlichen Treffen immer wieder aus.',
};

const movesChatOffPlatform: WarningSign = {
  key: 'moves-chat-off-platform',
  label: 'Drängt früh zu WhatsApp oder Telegram',
  reportText:
    'Nach Ihren Angaben wollte die Person das Gespräch schon früh von der Plattform auf einen privaten Messenger verlegen.',
};

const earlyLoveDeclarations: WarningSign = {
  key: 'early-love-declarations',
  label: 'Liebesbekundungen nach wenigen Tagen',
  reportText: 'Nach Ihren Angaben sprach die Person schon nach wenigen Tagen von Liebe und gemeinsamer Zukunft.',
};

const moneyRequest: WarningSign = {
  key: 'money-request',
  label: 'Bittet um Geld, Gutscheinkarten oder Krypto',
  reportText: 'Nach Ihren Angaben hat die Person um Geld, Gutscheinkarten oder Zahlungen in Kryptowährung gebeten.',
  contradictsGenuine: true,
};

const emergencyStory: WarningSign = {
  key: 'emergency-story',
  label: 'Notlage, Zollgebühren oder gesperrtes Konto',
  reportText:
    'Nach Ihren Angaben schildert die Person eine Notlage, etwa Zollgebühren, ein gesperrtes Konto oder Kosten im Ausland, die nur mit Ihrem Geld zu lösen sei.',
  contradictsGenuine: true,
};

const investmentOffer: WarningSign = {
  key: 'investment-offer',
  label: 'Empfiehlt Geldanlage oder Krypto-Plattform',
  reportText:
    'Nach Ihren Angaben hat die Person Ihnen eine Geldanlage, etwa in Kryptowährung, über eine bestimmte Plattform empfohlen.',
  contradictsGenuine: true,
};

const asksForIdOrData: WarningSign = {
  key: 'asks-for-id-or-data',
  label: 'Fragt nach Ausweiskopie oder Bankdaten',
  reportText:
    'Nach Ihren Angaben hat die Person nach Ausweiskopien, Bankdaten oder anderen persönlichen Unterlagen gefragt.',
  contradictsGenuine: true,
};

const asksForSecrecy: WarningSign = {
  key: 'asks-for-secrecy',
  label: 'Verlangt Verschwiegenheit oder Löschen der Chats',
  reportText: 'Nach Ihren Angaben bittet die Person darum, den Kontakt geheim zu halten oder Nachrichten zu löschen.',
};

const asksForIntimatePhotos: WarningSign = {
  key: 'asks-for-intimate-photos',
  label: 'Bittet um intime Fotos',
  reportText: 'Nach Ihren Angaben hat die Person Sie um intime Fotos oder Videos gebeten.',
};

const abroadJobStory: WarningSign = {
  key: 'abroad-job-story',
  label: 'Beruf im Ausland: Militär, Ölplattform, Arzt',
  reportText:
    'Die Person gibt einen Beruf im Ausland an, etwa beim Militär, auf einer Ölplattform oder als Ärztin oder Arzt, wie er in bekannten Betrugsmaschen häufig vorkommt.',
};

const storyContradictsFacts: WarningSign = {
  key: 'story-contradicts-facts',
  label: 'Geschichte widerspricht öffentlichen Fakten',
  reportText: 'Einzelheiten der Geschichte widersprechen öffentlich zugänglichen Fakten.',
  contradictsGenuine: true,
};

const externalLinks: WarningSign = {
  key: 'external-links',
  label: 'Lockt auf fremde Seiten oder Apps',
  reportText:
    'Nach Ihren Angaben wollte die Person Sie auf fremde Internetseiten oder Apps lenken, die Zahlungs- oder Kartendaten verlangen.',
  contradictsGenuine: true,
};

const stockOrModelSource: WarningSign = {
  key: 'stock-or-model-source',
  label: 'Bild von Fotoagentur, Modelagentur oder bekanntem Konto',
  reportText:
    'Einzelne Fotos stammen von Seiten einer Fotoagentur, einer Modelagentur oder eines bekannten Kontos in sozialen Netzwerken.',
  needsHit: true,
  contradictsGenuine: true,
};

const imageOlderThanClaimed: WarningSign = {
  key: 'image-older-than-claimed',
  label: 'Bilder älter als behauptet',
  reportText:
    'Einzelne Fotos sind im Internet schon deutlich länger zu finden, als es zur Schilderung der Person passt.',
  needsHit: true,
  contradictsGenuine: true,
};

const croppedOrMirroredCopies: WarningSign = {
  key: 'cropped-or-mirrored-copies',
  label: 'Zugeschnittene oder gespiegelte Kopien',
  reportText:
    'Die Fotos liegen im Internet in ursprünglicher Fassung vor und wurden für das Profil zugeschnitten oder gespiegelt.',
  needsHit: true,
  contradictsGenuine: true,
};

const signsOfEditing: WarningSign = {
  key: 'signs-of-editing',
  label: 'Spuren von Bearbeitung',
  reportText: 'Einzelne Fotos zeigen Auffälligkeiten, die auf eine Bearbeitung hindeuten.',
};

const possiblyGenerated: WarningSign = {
  key: 'possibly-generated',
  label: 'Hinweise auf künstlich erzeugtes Bild',
  reportText: 'Einzelne Fotos zeigen Merkmale, wie sie bei künstlich erzeugten Bildern vorkommen.',
};

const metadataMismatch: WarningSign = {
  key: 'metadata-mismatch',
  label: 'Metadaten widersprechen der Geschichte',
  reportText:
    'Die Angaben in den Bilddateien, etwa das Aufnahmedatum, passen nicht zu dem, was die Person über die Fotos sagt.',
  contradictsGenuine: true,
};

const inconsistentPhotoSet: WarningSign = {
  key: 'inconsistent-photo-set',
  label: 'Fotos passen nicht zueinander',
  reportText: 'Die Fotos des Profils passen in Umgebung, Zeit oder Bildqualität nicht zueinander.',
};

const noSpontaneousPhoto: WarningSign = {
  key: 'no-spontaneous-photo',
  label: 'Kein neues Foto auf Nachfrage',
  reportText:
    'Nach Ihren Angaben konnte oder wollte die Person kein neues Foto mit einer von Ihnen gewählten Geste schicken.',
};

const followerPattern: WarningSign = {
  key: 'follower-pattern',
  label: 'Auffällige Follower-Zahlen',
  reportText:
    'Das Verhältnis zwischen den Followern des Kontos und den Konten, denen es folgt, ist ungewöhnlich, wie es bei gekauften oder massenhaft angelegten Konten vorkommt.',
};

const thinPostHistory: WarningSign = {
  key: 'thin-post-history',
  label: 'Beiträge erst seit kurzem oder an wenigen Tagen',
  reportText: 'Die Beiträge wurden überwiegend an wenigen Tagen hochgeladen oder reichen nur wenige Wochen zurück.',
};

const noGenuineInteraction: WarningSign = {
  key: 'no-genuine-interaction',
  label: 'Keine persönlichen Kommentare',
  reportText: 'Unter den Beiträgen finden sich kaum persönliche Kommentare oder Reaktionen von Bekannten.',
};

const implausibleFriendList: WarningSign = {
  key: 'implausible-friend-list',
  label: 'Freundesliste passt nicht zum Profil',
  reportText: 'Die öffentlich sichtbare Freundesliste passt nicht zu dem Leben, das das Profil beschreibt.',
};

const nameChanges: WarningSign = {
  key: 'name-changes',
  label: 'Frühere Namen oder Namenswechsel',
  reportText: 'Die Plattform zeigt für das Konto frühere Namen oder mehrere Namenswechsel an.',
};

const duplicateAccount: WarningSign = {
  key: 'duplicate-account',
  label: 'Weiteres Konto mit gleichem Namen und Fotos',
  reportText: 'Unter demselben Namen und mit denselben Fotos besteht ein weiteres Konto auf der Plattform.',
  needsHit: true,
};

const asksForCode: WarningSign = {
  key: 'asks-for-code',
  label: 'Bittet um Bestätigungscode aus SMS',
  reportText: 'Nach Ihren Angaben hat die Person um einen Bestätigungscode aus einer SMS gebeten.',
  contradictsGenuine: true,
};

const noVerificationBadge: WarningSign = {
  key: 'no-verification-badge',
  label: 'Kein Verifizierungszeichen der App',
  reportText: 'Das Profil trägt kein Verifizierungszeichen der Dating-App.',
};

const locationMismatch: WarningSign = {
  key: 'location-mismatch',
  label: 'Entfernungsangabe passt nicht zum Wohnort',
  reportText: 'Die Entfernungsangabe der App passt nicht zu dem Wohnort, den die Person nennt.',
};

const genericFirstMessage: WarningSign = {
  key: 'generic-first-message',
  label: 'Lange, allgemeine erste Nachricht',
  reportText:
    'Die ersten Nachrichten sind lang, schmeichelhaft und so allgemein gehalten, dass sie zu fast jedem Empfänger passen.',
};

const usesAffectedPhotos: WarningSign = {
  key: 'uses-affected-photos',
  label: 'Fremdes Profil nutzt Fotos der betroffenen Person',
  reportText: 'Ein fremdes Profil verwendet Ihre Fotos.',
  needsHit: true,
  contradictsGenuine: true,
};

const usesAffectedName: WarningSign = {
  key: 'uses-affected-name',
  label: 'Fremdes Profil unter dem Namen der betroffenen Person',
  reportText: 'Ein fremdes Profil tritt unter Ihrem Namen auf.',
  needsHit: true,
  contradictsGenuine: true,
};

const photosInDatingProfiles: WarningSign = {
  key: 'photos-in-dating-profiles',
  label: 'Fotos in Dating-Profilen mit anderem Namen',
  reportText: 'Ihre Fotos erscheinen in Dating-Profilen unter einem anderen Namen.',
  needsHit: true,
  contradictsGenuine: true,
};

const contactsReceiveRequests: WarningSign = {
  key: 'contacts-receive-requests',
  label: 'Bekannte erhalten Anfragen oder Geldbitten',
  reportText:
    'Nach Ihren Angaben erhalten Bekannte Freundschaftsanfragen oder Geldbitten, die angeblich von Ihnen stammen.',
};

const accountTakeoverSigns: WarningSign = {
  key: 'account-takeover-signs',
  label: 'Fremde Anmeldungen oder Änderungen in eigenen Konten',
  reportText:
    'Nach Ihren Angaben zeigen Ihre Konten Anmeldungen, Nachrichten oder Änderungen, die Sie nicht selbst vorgenommen haben.',
};

const unknownOrders: WarningSign = {
  key: 'unknown-orders',
  label: 'Rechnungen oder Verträge, die nicht bestellt wurden',
  reportText:
    'Nach Ihren Angaben erhalten Sie Rechnungen, Mahnungen oder Vertragsbestätigungen, die Sie nicht veranlasst haben.',
};

const personalDataPublic: WarningSign = {
  key: 'personal-data-public',
  label: 'Persönliche Daten öffentlich einsehbar',
  reportText:
    'Persönliche Daten von Ihnen, etwa Anschrift, Geburtsdatum oder Telefonnummer, sind öffentlich auffindbar.',
  needsHit: true,
};

const dataInBreach: WarningSign = {
  key: 'data-in-breach',
  label: 'E-Mail-Adresse in bekanntem Datenleck',
  reportText: 'Ihre E-Mail-Adresse ist in öffentlich bekannten Datenlecks verzeichnet.',
  needsHit: true,
};

const impostorWebsite: WarningSign = {
  key: 'impostor-website',
  label: 'Website unter dem Namen der betroffenen Person',
  reportText:
    'Unter Ihrem Namen oder einer ähnlichen Internetadresse besteht eine Website, die Sie nach Ihren Angaben nicht betreiben.',
  needsHit: true,
  contradictsGenuine: true,
};

export const warningSigns: Record<CaseType, WarningSign[]> = {
  'fake-profile': [
    photosUnderOtherNames,
    professionalPhotosOnly,
    newProfileFewConnections,
    inconsistentDetails,
    noPublicTrace,
    templateTexts,
    listedInScamWarnings,
    duplicateAccount,
    languageMismatch,
    refusesVideoCalls,
    movesChatOffPlatform,
    moneyRequest,
  ],
  'image-check': [
    photosUnderOtherNames,
    stockOrModelSource,
    imageOlderThanClaimed,
    croppedOrMirroredCopies,
    signsOfEditing,
    possiblyGenerated,
    metadataMismatch,
    inconsistentPhotoSet,
    professionalPhotosOnly,
    noSpontaneousPhoto,
    listedInScamWarnings,
  ],
  'social-media': [
    photosUnderOtherNames,
    newProfileFewConnections,
    followerPattern,
    thinPostHistory,
    noGenuineInteraction,
    implausibleFriendList,
    nameChanges,
    duplicateAccount,
    inconsistentDetails,
    asksForCode,
    moneyRequest,
    investmentOffer,
  ],
  'dating-app': [
    photosUnderOtherNames,
    professionalPhotosOnly,
    noVerificationBadge,
    locationMismatch,
    genericFirstMessage,
    inconsistentDetails,
    movesChatOffPlatform,
    refusesVideoCalls,
    earlyLoveDeclarations,
    externalLinks,
    asksForIntimatePhotos,
    moneyRequest,
  ],
  'romance-scam': [
    photosUnderOtherNames,
    earlyLoveDeclarations,
    refusesVideoCalls,
    movesChatOffPlatform,
    abroadJobStory,
    storyContradictsFacts,
    languageMismatch,
    emergencyStory,
    moneyRequest,
    investmentOffer,
    asksForIdOrData,
    asksForSecrecy,
  ],
  'identity-theft': [
    usesAffectedPhotos,
    usesAffectedName,
    photosInDatingProfiles,
    duplicateAccount,
    contactsReceiveRequests,
    listedInScamWarnings,
    impostorWebsite,
    personalDataPublic,
    dataInBreach,
    accountTakeoverSigns,
    unknownOrders,
  ],
  general: [
    photosUnderOtherNames,
    professionalPhotosOnly,
    newProfileFewConnections,
    inconsistentDetails,
    noPublicTrace,
    listedInScamWarnings,
    phoneNumberMismatch,
    refusesVideoCalls,
    movesChatOffPlatform,
    moneyRequest,
    emergencyStory,
    asksForIdOrData,
  ],
};

// ---------------------------------------------------------------------------------------------
// Next steps
//
// defaultFor preselects the steps that fit a verdict (staff change the choice): for "wahrscheinlich
// gefälscht" stopping payments, no money or documents, evidence, reporting and blocking, the police
// and, where photos or a name were misused, removal, warning contacts and securing accounts; for
// "unklar" no money or documents, evidence, a video call and caution; for "wahrscheinlich echt" caution
// with later requests for money, documents or codes. The identity-theft check has no contact person
// to call or to be cautious with: there the SCHUFA data copy is preselected for every verdict. Every
// verdict has at least one preselected step in every service (app/content/workbench.test.ts).
// ---------------------------------------------------------------------------------------------

export const nextSteps: NextStep[] = [
  {
    key: 'stop-payments',
    label: 'Zahlungen stoppen, Bank informieren',
    reportText:
      'Wir empfehlen, keine weiteren Zahlungen zu leisten und Ihre Bank umgehend zu informieren, falls bereits Geld geflossen ist.',
    defaultFor: ['likely-fake'],
  },
  {
    key: 'no-money-gift-cards-crypto',
    label: 'Kein Geld, keine Gutscheinkarten, keine Kryptowährung senden',
    reportText:
      'Wir empfehlen, der Person kein Geld zu überweisen und keine Gutscheinkarten oder Kryptowährung zu schicken, auch nicht bei dringenden Bitten.',
    services: ['fake-profile', 'image-check', 'social-media', 'dating-app', 'romance-scam', 'general'],
    defaultFor: ['likely-fake', 'unclear'],
  },
  {
    key: 'no-documents',
    label: 'Keine Ausweiskopien, Codes oder intimen Fotos senden',
    reportText: 'Wir empfehlen, keine Ausweiskopien, Bankdaten, Bestätigungscodes oder intimen Fotos zu verschicken.',
    defaultFor: ['likely-fake', 'unclear'],
  },
  {
    key: 'save-evidence',
    label: 'Beweise sichern',
    reportText:
      'Wir empfehlen, Profil, Chats und Zahlungsbelege mit Datum als Bildschirmfotos zu sichern, bevor Sie das Profil melden oder den Kontakt blockieren.',
    defaultFor: ['likely-fake', 'unclear'],
  },
  {
    key: 'report-and-block',
    label: 'Profil melden, Kontakt blockieren',
    reportText:
      'Wir empfehlen, das Profil nach der Sicherung über die Meldefunktion der Plattform zu melden und den Kontakt danach zu blockieren.',
    defaultFor: ['likely-fake'],
  },
  {
    key: 'police-report',
    label: 'Anzeige bei der Polizei erstatten',
    reportText:
      'Wir empfehlen, Anzeige bei der Polizei zu erstatten, auf jeder Dienststelle oder über die Onlinewache Ihres Bundeslandes, und die gesicherten Unterlagen beizufügen.',
    defaultFor: ['likely-fake'],
  },
  {
    key: 'secure-accounts',
    label: 'Passwörter ändern, Zwei-Faktor-Authentifizierung einschalten',
    reportText:
      'Wir empfehlen, zuerst das Passwort Ihres E-Mail-Postfachs und danach die Passwörter Ihrer übrigen Konten zu ändern und überall die Zwei-Faktor-Authentifizierung einzuschalten.',
    services: ['identity-theft', 'social-media', 'general'],
    defaultFor: ['likely-fake'],
  },
  {
    key: 'request-photo-removal',
    label: 'Entfernung der eigenen Fotos beantragen',
    reportText:
      'Sind Ihre eigenen Fotos betroffen, empfehlen wir, die Plattform über ihren Meldeweg für Konten, die sich als eine andere Person ausgeben, um Entfernung zu bitten.',
    services: ['identity-theft', 'image-check', 'social-media'],
    defaultFor: ['likely-fake'],
  },
  {
    key: 'warn-contacts',
    label: 'Kontakte vor dem falschen Profil warnen',
    reportText:
      'Wir empfehlen, Ihre Kontakte mit einer kurzen Nachricht vor dem falschen Profil zu warnen und sie zu bitten, es ebenfalls zu melden.',
    services: ['identity-theft', 'social-media'],
    defaultFor: ['likely-fake'],
  },
  {
    key: 'credit-agency-copy',
    label: 'Datenkopie bei der SCHUFA anfordern',
    reportText:
      'Wir empfehlen, bei der SCHUFA und anderen Auskunfteien eine kostenlose Datenkopie anzufordern, um fremde Verträge oder Anfragen auf Ihren Namen zu erkennen.',
    services: ['identity-theft'],
    defaultFor: ['likely-fake', 'unclear', 'likely-genuine'],
  },
  {
    key: 'beware-recovery-offers',
    label: 'Vor Angeboten zur Geldrückholung warnen',
    reportText:
      'Wir empfehlen, Angeboten zu misstrauen, die gegen Vorkasse die Rückholung Ihres Geldes versprechen, denn dahinter steckt häufig eine weitere Betrugsmasche.',
    services: ['romance-scam', 'dating-app', 'fake-profile', 'general'],
    defaultFor: ['likely-fake'],
  },
  {
    key: 'consumer-advice',
    label: 'Verbraucherzentrale nennen',
    reportText:
      'Bei Fragen zu Verträgen, Abos oder Zahlungen ist die Verbraucherzentrale Ihres Bundeslandes eine gute Anlaufstelle.',
  },
  {
    key: 'trusted-person',
    label: 'Mit einer Vertrauensperson sprechen',
    reportText:
      'Wir empfehlen, mit einem Menschen Ihres Vertrauens über den Kontakt zu sprechen, denn Sie müssen damit nicht allein bleiben.',
  },
  {
    key: 'victim-support',
    label: 'Opfer-Telefon des Weissen Rings nennen',
    reportText:
      'Beratung und Beistand für Betroffene bietet das Opfer-Telefon des Weissen Rings kostenlos unter 116 006.',
  },
  {
    key: 'video-call',
    label: 'Um einen kurzen Videoanruf bitten',
    reportText:
      'Wir empfehlen, die Person um einen kurzen Videoanruf zu bitten, bevor Sie ihr weiter vertrauen, und auf Ausreden wie eine kaputte Kamera oder ein schlechtes Netz zu achten.',
    services: ['fake-profile', 'image-check', 'social-media', 'dating-app', 'romance-scam', 'general'],
    defaultFor: ['unclear'],
  },
  {
    key: 'stay-cautious',
    label: 'Bei Bitten um Geld, Unterlagen oder Codes vorsichtig bleiben',
    reportText:
      'Wir empfehlen, auch weiterhin vorsichtig zu bleiben und Bitten um Geld, persönliche Unterlagen oder Bestätigungscodes nicht ungeprüft zu erfüllen, wie vertrauenswürdig der Kontakt auch wirkt.',
    services: ['fake-profile', 'image-check', 'social-media', 'dating-app', 'romance-scam', 'general'],
    defaultFor: ['unclear', 'likely-genuine'],
  },
];

// ---------------------------------------------------------------------------------------------
// The report
// ---------------------------------------------------------------------------------------------

/** The headings of the report's sections, in the order the report shows them. */
export const findingsSectionTitles = {
  summary: 'Zusammenfassung',
  identity: 'Stimmigkeit der Identität',
  images: 'Bildrecherche',
  signals: 'Auffälligkeiten an Profil und Kontakt',
  nextSteps: 'Empfohlene nächste Schritte',
} as const satisfies Record<string, string>;

/** The fixed paragraph at the end of every report (AGB § 3: public sources, no legal advice). */
export const reportCaveat =
  'Dieser Ergebnisbericht beruht ausschließlich auf öffentlich zugänglichen Quellen und beschreibt den Stand zum Zeitpunkt der Recherche, also zum Datum dieses Ergebnisberichts. Er gibt die Einschätzung unserer Spezialistinnen und Spezialisten wieder, ist kein Beweis und ersetzt keine Rechtsberatung. Eine Gesichtserkennung setzen wir nicht ein; ob die geprüfte Person Straftaten begangen hat, stellen wir nicht fest (das beurteilen Polizei, Staatsanwaltschaft und Gerichte), und Vorstrafen oder Angaben zur Gesundheit nehmen wir nicht auf.';

// ---------------------------------------------------------------------------------------------
// Lookups by a case's stored type (unknown: the general check)
// ---------------------------------------------------------------------------------------------

function caseTypeOf(caseType: string): CaseType {
  return typeof caseType === 'string' && Object.hasOwn(researchSteps, caseType) ? (caseType as CaseType) : 'general';
}

export function researchStepsFor(caseType: string): ResearchStep[] {
  return researchSteps[caseTypeOf(caseType)];
}

export function warningSignsFor(caseType: string): WarningSign[] {
  return warningSigns[caseTypeOf(caseType)];
}

export function nextStepsFor(caseType: string): NextStep[] {
  const type = caseTypeOf(caseType);
  return nextSteps.filter((step) => !step.services || step.services.includes(type));
}
