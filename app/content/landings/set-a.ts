import type { LandingConfig } from '../types.ts';
import { bekannteFakeProfile } from './set-a/bekannte-fake-profile.ts';
import { facebookFakeProfil } from './set-a/facebook-fake-profil.ts';
import { fakeProfilPruefenLassen } from './set-a/fake-profil-pruefen-lassen.ts';
import { fakeProfileBilder } from './set-a/fake-profile-bilder.ts';
import { fakeProfileErkennen } from './set-a/fake-profile-erkennen.ts';
import { fakeProfiling } from './set-a/fake-profiling.ts';
import { instagramFakeProfil } from './set-a/instagram-fake-profil.ts';
import { liebesbetruegerBilderFacebook } from './set-a/liebesbetrueger-bilder-facebook.ts';
import { tinderBetrugErkennen } from './set-a/tinder-betrug-erkennen.ts';

// Landing page configs, first set (spec §2 "Landing page template", slug → service table).
// Article paragraphs are separated by a blank line.

export const landingsA: readonly LandingConfig[] = [
  facebookFakeProfil,
  instagramFakeProfil,
  tinderBetrugErkennen,
  liebesbetruegerBilderFacebook,
  fakeProfiling,
  bekannteFakeProfile,
  fakeProfileErkennen,
  fakeProfileBilder,
  fakeProfilPruefenLassen,
];
