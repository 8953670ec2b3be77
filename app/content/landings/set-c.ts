import type { LandingConfig } from '../types.ts';
import { bumbleFakeProfile } from './set-c/bumble-fake-profile.ts';
import { datingBetrugerErkennen } from './set-c/dating-betruger-erkennen.ts';
import { finyaFakeProfilErkennen } from './set-c/finya-fake-profil-erkennen.ts';
import { heiratsschwindler } from './set-c/heiratsschwindler.ts';
import { liebesbetrugGeldforderung } from './set-c/liebesbetrug-geldforderung.ts';
import { onlineDatingFakeProfileVerbraucherzentrale } from './set-c/online-dating-fake-profile-verbraucherzentrale.ts';
import { romanceScamAnzeichen } from './set-c/romance-scam-anzeichen.ts';
import { romanceScamWhatsapp } from './set-c/romance-scam-whatsapp.ts';
import { tinderFakeProfileErkennen } from './set-c/tinder-fake-profile-erkennen.ts';

// Landing pages, set C: dating apps (Tinder, Bumble, Finya, general) and romance scam topics.
// Category and service values follow the slug → service table of spec §2.

export const landingsC: readonly LandingConfig[] = [
  tinderFakeProfileErkennen,
  bumbleFakeProfile,
  finyaFakeProfilErkennen,
  onlineDatingFakeProfileVerbraucherzentrale,
  datingBetrugerErkennen,
  heiratsschwindler,
  romanceScamAnzeichen,
  romanceScamWhatsapp,
  liebesbetrugGeldforderung,
];
