import type { WarningSign } from './types.ts';

// Warning signs, second part: photos, accounts and identity theft (the list in warning-signs.ts).

export const metadataMismatch: WarningSign = {
  key: 'metadata-mismatch',
  label: 'Metadaten widersprechen der Geschichte',
  reportText:
    'Die Angaben in den Bilddateien, etwa das Aufnahmedatum, passen nicht zu dem, was die Person über die Fotos sagt.',
  contradictsGenuine: true,
};

export const inconsistentPhotoSet: WarningSign = {
  key: 'inconsistent-photo-set',
  label: 'Fotos passen nicht zueinander',
  reportText: 'Die Fotos des Profils passen in Umgebung, Zeit oder Bildqualität nicht zueinander.',
};

export const noSpontaneousPhoto: WarningSign = {
  key: 'no-spontaneous-photo',
  label: 'Kein neues Foto auf Nachfrage',
  reportText:
    'Nach Ihren Angaben konnte oder wollte die Person kein neues Foto mit einer von Ihnen gewählten Geste schicken.',
};

export const followerPattern: WarningSign = {
  key: 'follower-pattern',
  label: 'Auffällige Follower-Zahlen',
  reportText:
    'Das Verhältnis zwischen den Followern des Kontos und den Konten, denen es folgt, ist ungewöhnlich, wie es bei gekauften oder massenhaft angelegten Konten vorkommt.',
};

export const thinPostHistory: WarningSign = {
  key: 'thin-post-history',
  label: 'Beiträge erst seit kurzem oder an wenigen Tagen',
  reportText: 'Die Beiträge wurden überwiegend an wenigen Tagen hochgeladen oder reichen nur wenige Wochen zurück.',
};

export const noGenuineInteraction: WarningSign = {
  key: 'no-genuine-interaction',
  label: 'Keine persönlichen Kommentare',
  reportText: 'Unter den Beiträgen finden sich kaum persönliche Kommentare oder Reaktionen von Bekannten.',
};

export const implausibleFriendList: WarningSign = {
  key: 'implausible-friend-list',
  label: 'Freundesliste passt nicht zum Profil',
  reportText: 'Die öffentlich sichtbare Freundesliste passt nicht zu dem Leben, das das Profil beschreibt.',
};

export const nameChanges: WarningSign = {
  key: 'name-changes',
  label: 'Frühere Namen oder Namenswechsel',
  reportText: 'Die Plattform zeigt für das Konto frühere Namen oder mehrere Namenswechsel an.',
};

export const duplicateAccount: WarningSign = {
  key: 'duplicate-account',
  label: 'Weiteres Konto mit gleichem Namen und Fotos',
  reportText: 'Unter demselben Namen und mit denselben Fotos besteht ein weiteres Konto auf der Plattform.',
  needsHit: true,
};

export const asksForCode: WarningSign = {
  key: 'asks-for-code',
  label: 'Bittet um Bestätigungscode aus SMS',
  reportText: 'Nach Ihren Angaben hat die Person um einen Bestätigungscode aus einer SMS gebeten.',
  contradictsGenuine: true,
};

export const noVerificationBadge: WarningSign = {
  key: 'no-verification-badge',
  label: 'Kein Verifizierungszeichen der App',
  reportText: 'Das Profil trägt kein Verifizierungszeichen der Dating-App.',
};

export const locationMismatch: WarningSign = {
  key: 'location-mismatch',
  label: 'Entfernungsangabe passt nicht zum Wohnort',
  reportText: 'Die Entfernungsangabe der App passt nicht zu dem Wohnort, den die Person nennt.',
};

export const genericFirstMessage: WarningSign = {
  key: 'generic-first-message',
  label: 'Lange, allgemeine erste Nachricht',
  reportText:
    'Die ersten Nachrichten sind lang, schmeichelhaft und so allgemein gehalten, dass sie zu fast jedem Empfänger passen.',
};

export const usesAffectedPhotos: WarningSign = {
  key: 'uses-affected-photos',
  label: 'Fremdes Profil nutzt Fotos der betroffenen Person',
  reportText: 'Ein fremdes Profil verwendet Ihre Fotos.',
  needsHit: true,
  contradictsGenuine: true,
};

export const usesAffectedName: WarningSign = {
  key: 'uses-affected-name',
  label: 'Fremdes Profil unter dem Namen der betroffenen Person',
  reportText: 'Ein fremdes Profil tritt unter Ihrem Namen auf.',
  needsHit: true,
  contradictsGenuine: true,
};

export const photosInDatingProfiles: WarningSign = {
  key: 'photos-in-dating-profiles',
  label: 'Fotos in Dating-Profilen mit anderem Namen',
  reportText: 'Ihre Fotos erscheinen in Dating-Profilen unter einem anderen Namen.',
  needsHit: true,
  contradictsGenuine: true,
};

export const contactsReceiveRequests: WarningSign = {
  key: 'contacts-receive-requests',
  label: 'Bekannte erhalten Anfragen oder Geldbitten',
  reportText:
    'Nach Ihren Angaben erhalten Bekannte Freundschaftsanfragen oder Geldbitten, die angeblich von Ihnen stammen.',
};

export const accountTakeoverSigns: WarningSign = {
  key: 'account-takeover-signs',
  label: 'Fremde Anmeldungen oder Änderungen in eigenen Konten',
  reportText:
    'Nach Ihren Angaben zeigen Ihre Konten Anmeldungen, Nachrichten oder Änderungen, die Sie nicht selbst vorgenommen haben.',
};

export const unknownOrders: WarningSign = {
  key: 'unknown-orders',
  label: 'Rechnungen oder Verträge, die nicht bestellt wurden',
  reportText:
    'Nach Ihren Angaben erhalten Sie Rechnungen, Mahnungen oder Vertragsbestätigungen, die Sie nicht veranlasst haben.',
};

export const personalDataPublic: WarningSign = {
  key: 'personal-data-public',
  label: 'Persönliche Daten öffentlich einsehbar',
  reportText:
    'Persönliche Daten von Ihnen, etwa Anschrift, Geburtsdatum oder Telefonnummer, sind öffentlich auffindbar.',
  needsHit: true,
};

export const dataInBreach: WarningSign = {
  key: 'data-in-breach',
  label: 'E-Mail-Adresse in bekanntem Datenleck',
  reportText: 'Ihre E-Mail-Adresse ist in öffentlich bekannten Datenlecks verzeichnet.',
  needsHit: true,
};

export const impostorWebsite: WarningSign = {
  key: 'impostor-website',
  label: 'Website unter dem Namen der betroffenen Person',
  reportText:
    'Unter Ihrem Namen oder einer ähnlichen Internetadresse besteht eine Website, die Sie nach Ihren Angaben nicht betreiben.',
  needsHit: true,
  contradictsGenuine: true,
};
