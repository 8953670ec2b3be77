import type { LandingConfig } from '../types.ts';
import { bekannteFakeProfileInstagram } from './set-b/bekannte-fake-profile-instagram.ts';
import { bilderVonPersonenFinden } from './set-b/bilder-von-personen-finden.ts';
import { facebookFakeProfilFinden } from './set-b/facebook-fake-profil-finden.ts';
import { fakeProfilHeiratsschwindlerFotos } from './set-b/fake-profil-heiratsschwindler-fotos.ts';
import { instagramProfileFake } from './set-b/instagram-profile-fake.ts';
import { liebesbetrugerBilderFrauen } from './set-b/liebesbetruger-bilder-frauen.ts';
import { liebesbetrugerBilderManner } from './set-b/liebesbetruger-bilder-manner.ts';
import { loveScamBilder } from './set-b/love-scam-bilder.ts';
import { socialMediaBetrugErkennen } from './set-b/social-media-betrug-erkennen.ts';

// Landing pages, second set: image checks (men, women, person search, love-scam photos,
// marriage swindlers) and social media (Instagram, Facebook, general fraud, recurring accounts).

export const landingsB: readonly LandingConfig[] = [
  liebesbetrugerBilderManner,
  liebesbetrugerBilderFrauen,
  bilderVonPersonenFinden,
  loveScamBilder,
  fakeProfilHeiratsschwindlerFotos,
  instagramProfileFake,
  facebookFakeProfilFinden,
  socialMediaBetrugErkennen,
  bekannteFakeProfileInstagram,
];
