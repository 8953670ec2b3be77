import { datingAppCheck } from './sales-b/dating-app-check.ts';
import { instagramFacebookCheck } from './sales-b/instagram-facebook-check.ts';
import { loveScammer } from './sales-b/love-scammer.ts';
import { romanceScam } from './sales-b/romance-scam.ts';
import type { SalesPage } from './types.ts';

export const salesB: readonly SalesPage[] = [datingAppCheck, loveScammer, romanceScam, instagramFacebookCheck];
