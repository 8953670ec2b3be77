import { fakeProfil } from './sales-a/fake-profil.ts';
import { fakeProfilErkennen } from './sales-a/fake-profil-erkennen.ts';
import { fakeProfile } from './sales-a/fake-profile.ts';
import { fakeProfileBilder } from './sales-a/fake-profile-bilder.ts';
import { fakeProfileErkennen } from './sales-a/fake-profile-erkennen.ts';
import type { SalesPage } from './types.ts';

// Sales / legacy pages around fake profiles (spec §2 "Public and marketing routes").
// Each page has its own angle; no figures about us (issue 37 point 3).
export const salesA: readonly SalesPage[] = [
  fakeProfil,
  fakeProfile,
  fakeProfilErkennen,
  fakeProfileErkennen,
  fakeProfileBilder,
];
