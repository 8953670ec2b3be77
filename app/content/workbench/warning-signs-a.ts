import type { WarningSign } from './types.ts';

// Warning signs, first part: the profile, the contact and the photos (the list in warning-signs.ts).

export const photosUnderOtherNames: WarningSign = {
  key: 'photos-under-other-names',
  label: 'Fotos unter anderen Namen gefunden',
  reportText: 'Die Profilfotos erscheinen im Internet unter anderen Namen.',
  needsHit: true,
  contradictsGenuine: true,
};

export const professionalPhotosOnly: WarningSign = {
  key: 'professional-photos-only',
  label: 'Nur professionelle Fotos wie von Modelseiten',
  reportText:
    'Das Profil zeigt ausschließlich professionell wirkende Fotos, wie sie für Werbung oder Modelseiten typisch sind.',
};

export const newProfileFewConnections: WarningSign = {
  key: 'new-profile-few-connections',
  label: 'Neues Profil mit wenigen Kontakten',
  reportText: 'Das Profil besteht erst seit kurzer Zeit und hat nur wenige Kontakte oder Beiträge.',
};

export const inconsistentDetails: WarningSign = {
  key: 'inconsistent-details',
  label: 'Widersprüche bei Name, Alter, Wohnort oder Beruf',
  reportText: 'Name, Alter, Wohnort oder Beruf stimmen in den geprüften Quellen nicht überein.',
  contradictsGenuine: true,
};

export const noPublicTrace: WarningSign = {
  key: 'no-public-trace',
  label: 'Keine öffentlichen Spuren außerhalb des Profils',
  reportText: 'Zu der angegebenen Identität fanden sich außerhalb des Profils keine öffentlichen Spuren.',
};

export const templateTexts: WarningSign = {
  key: 'template-texts',
  label: 'Wortgleiche Texte an anderer Stelle',
  reportText:
    'Texte aus dem Profil oder den Nachrichten erscheinen wortgleich in anderen Profilen oder in Warnhinweisen.',
  needsHit: true,
  contradictsGenuine: true,
};

export const listedInScamWarnings: WarningSign = {
  key: 'listed-in-scam-warnings',
  label: 'In Warnungen vor Betrugsmaschen genannt',
  reportText: 'Fotos, Name oder Kontaktdaten des Profils erscheinen in öffentlichen Warnungen vor einer Betrugsmasche.',
  needsHit: true,
  contradictsGenuine: true,
};

export const phoneNumberMismatch: WarningSign = {
  key: 'phone-number-mismatch',
  label: 'Vorwahl passt nicht zum Wohnort',
  reportText: 'Die Vorwahl der angegebenen Telefonnummer passt nicht zu dem Wohnort, den die Person nennt.',
};

export const languageMismatch: WarningSign = {
  key: 'language-mismatch',
  label: 'Sprache passt nicht zur Herkunft',
  reportText: 'Sprache und Ausdruck der Nachrichten passen nicht zu der Herkunft, die die Person angibt.',
};

export const refusesVideoCalls: WarningSign = {
  key: 'refuses-video-calls',
  label: 'Weicht Videoanrufen und Treffen aus',
  reportText: 'Nach Ihren Angaben weicht die Person Videoanrufen und persönlichen Treffen immer wieder aus.',
};

export const movesChatOffPlatform: WarningSign = {
  key: 'moves-chat-off-platform',
  label: 'Drängt früh zu WhatsApp oder Telegram',
  reportText:
    'Nach Ihren Angaben wollte die Person das Gespräch schon früh von der Plattform auf einen privaten Messenger verlegen.',
};

export const earlyLoveDeclarations: WarningSign = {
  key: 'early-love-declarations',
  label: 'Liebesbekundungen nach wenigen Tagen',
  reportText: 'Nach Ihren Angaben sprach die Person schon nach wenigen Tagen von Liebe und gemeinsamer Zukunft.',
};

export const moneyRequest: WarningSign = {
  key: 'money-request',
  label: 'Bittet um Geld, Gutscheinkarten oder Krypto',
  reportText: 'Nach Ihren Angaben hat die Person um Geld, Gutscheinkarten oder Zahlungen in Kryptowährung gebeten.',
  contradictsGenuine: true,
};

export const emergencyStory: WarningSign = {
  key: 'emergency-story',
  label: 'Notlage, Zollgebühren oder gesperrtes Konto',
  reportText:
    'Nach Ihren Angaben schildert die Person eine Notlage, etwa Zollgebühren, ein gesperrtes Konto oder Kosten im Ausland, die nur mit Ihrem Geld zu lösen sei.',
  contradictsGenuine: true,
};

export const investmentOffer: WarningSign = {
  key: 'investment-offer',
  label: 'Empfiehlt Geldanlage oder Krypto-Plattform',
  reportText:
    'Nach Ihren Angaben hat die Person Ihnen eine Geldanlage, etwa in Kryptowährung, über eine bestimmte Plattform empfohlen.',
  contradictsGenuine: true,
};

export const asksForIdOrData: WarningSign = {
  key: 'asks-for-id-or-data',
  label: 'Fragt nach Ausweiskopie oder Bankdaten',
  reportText:
    'Nach Ihren Angaben hat die Person nach Ausweiskopien, Bankdaten oder anderen persönlichen Unterlagen gefragt.',
  contradictsGenuine: true,
};

export const asksForSecrecy: WarningSign = {
  key: 'asks-for-secrecy',
  label: 'Verlangt Verschwiegenheit oder Löschen der Chats',
  reportText: 'Nach Ihren Angaben bittet die Person darum, den Kontakt geheim zu halten oder Nachrichten zu löschen.',
};

export const asksForIntimatePhotos: WarningSign = {
  key: 'asks-for-intimate-photos',
  label: 'Bittet um intime Fotos',
  reportText: 'Nach Ihren Angaben hat die Person Sie um intime Fotos oder Videos gebeten.',
};

export const abroadJobStory: WarningSign = {
  key: 'abroad-job-story',
  label: 'Beruf im Ausland: Militär, Ölplattform, Arzt',
  reportText:
    'Die Person gibt einen Beruf im Ausland an, etwa beim Militär, auf einer Ölplattform oder als Ärztin oder Arzt, wie er in bekannten Betrugsmaschen häufig vorkommt.',
};

export const storyContradictsFacts: WarningSign = {
  key: 'story-contradicts-facts',
  label: 'Geschichte widerspricht öffentlichen Fakten',
  reportText: 'Einzelheiten der Geschichte widersprechen öffentlich zugänglichen Fakten.',
  contradictsGenuine: true,
};

export const externalLinks: WarningSign = {
  key: 'external-links',
  label: 'Lockt auf fremde Seiten oder Apps',
  reportText:
    'Nach Ihren Angaben wollte die Person Sie auf fremde Internetseiten oder Apps lenken, die Zahlungs- oder Kartendaten verlangen.',
  contradictsGenuine: true,
};

export const stockOrModelSource: WarningSign = {
  key: 'stock-or-model-source',
  label: 'Bild von Fotoagentur, Modelagentur oder bekanntem Konto',
  reportText:
    'Einzelne Fotos stammen von Seiten einer Fotoagentur, einer Modelagentur oder eines bekannten Kontos in sozialen Netzwerken.',
  needsHit: true,
  contradictsGenuine: true,
};

export const imageOlderThanClaimed: WarningSign = {
  key: 'image-older-than-claimed',
  label: 'Bilder älter als behauptet',
  reportText:
    'Einzelne Fotos sind im Internet schon deutlich länger zu finden, als es zur Schilderung der Person passt.',
  needsHit: true,
  contradictsGenuine: true,
};

export const croppedOrMirroredCopies: WarningSign = {
  key: 'cropped-or-mirrored-copies',
  label: 'Zugeschnittene oder gespiegelte Kopien',
  reportText:
    'Die Fotos liegen im Internet in ursprünglicher Fassung vor und wurden für das Profil zugeschnitten oder gespiegelt.',
  needsHit: true,
  contradictsGenuine: true,
};

export const signsOfEditing: WarningSign = {
  key: 'signs-of-editing',
  label: 'Spuren von Bearbeitung',
  reportText: 'Einzelne Fotos zeigen Auffälligkeiten, die auf eine Bearbeitung hindeuten.',
};

export const possiblyGenerated: WarningSign = {
  key: 'possibly-generated',
  label: 'Hinweise auf künstlich erzeugtes Bild',
  reportText: 'Einzelne Fotos zeigen Merkmale, wie sie bei künstlich erzeugten Bildern vorkommen.',
};
