import { fakeProfilFacebookHerausfinden } from './hubs/fake-profil-facebook-herausfinden.ts';
import { fakeProfilHub } from './hubs/fake-profil-hub.ts';
import { fakeProfileBilderHub } from './hubs/fake-profile-bilder-hub.ts';
import { fakeProfileErkennenHub } from './hubs/fake-profile-erkennen-hub.ts';
import { loveScammerHub } from './hubs/love-scammer-hub.ts';
import type { HubPage } from './types.ts';

// The six hub pages of spec §2 ("Hub pages") minus the identity-theft hub, which is written
// separately. Each hub: hero, long explanatory article, two feature boxes, four related services.
export const hubs: readonly HubPage[] = [
  fakeProfilHub,
  fakeProfileBilderHub,
  fakeProfilFacebookHerausfinden,
  fakeProfileErkennenHub,
  loveScammerHub,
];
