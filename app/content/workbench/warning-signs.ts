import type { CaseType } from '#app/lib/services.ts';
import type { WarningSign } from './types.ts';
import {
  abroadJobStory,
  asksForIdOrData,
  asksForIntimatePhotos,
  asksForSecrecy,
  croppedOrMirroredCopies,
  earlyLoveDeclarations,
  emergencyStory,
  externalLinks,
  imageOlderThanClaimed,
  inconsistentDetails,
  investmentOffer,
  languageMismatch,
  listedInScamWarnings,
  moneyRequest,
  movesChatOffPlatform,
  newProfileFewConnections,
  noPublicTrace,
  phoneNumberMismatch,
  photosUnderOtherNames,
  possiblyGenerated,
  professionalPhotosOnly,
  refusesVideoCalls,
  signsOfEditing,
  stockOrModelSource,
  storyContradictsFacts,
  templateTexts,
} from './warning-signs-a.ts';
import {
  accountTakeoverSigns,
  asksForCode,
  contactsReceiveRequests,
  dataInBreach,
  duplicateAccount,
  followerPattern,
  genericFirstMessage,
  implausibleFriendList,
  impostorWebsite,
  inconsistentPhotoSet,
  locationMismatch,
  metadataMismatch,
  nameChanges,
  noGenuineInteraction,
  noSpontaneousPhoto,
  noVerificationBadge,
  personalDataPublic,
  photosInDatingProfiles,
  thinPostHistory,
  unknownOrders,
  usesAffectedName,
  usesAffectedPhotos,
} from './warning-signs-b.ts';

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
