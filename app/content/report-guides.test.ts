// The result report's "where next" content: every Land's online police station, the platform
// guides and their lookup by checkout option or URL, the DSA good-faith statement, the card-block
// and victim lines; German text with typographic quotes and real umlauts.
import { describe, expect, it } from 'vitest';
import { platformOptions } from '#app/lib/checkout-rules.ts';
import { germanStates } from '#app/lib/residence.ts';
import {
  CARD_BLOCK,
  DSA_GOOD_FAITH_STATEMENT,
  type PlatformGuide,
  platformGuideFor,
  platformGuidesFor,
  VICTIM_HELPLINE,
} from './report-guides.ts';
import { POLICE_PORTAL, policeStationFor, policeStations } from './report-police.ts';

function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

/** The key of the guide for a value, or null (the test fails readably on a wrong guide). */
const keyFor = (value: string) => platformGuideFor(value)?.key ?? null;

const allGuides: PlatformGuide[] = platformGuidesFor([...platformOptions, 'Telegram', 'Snapchat', 'TikTok']);

/** Every customer-facing text of the module. */
const texts: string[] = [
  ...policeStations.map((station) => station.name),
  POLICE_PORTAL.name,
  ...allGuides.flatMap((guide) => [guide.name, ...guide.steps]),
  DSA_GOOD_FAITH_STATEMENT,
  CARD_BLOCK.note,
  VICTIM_HELPLINE.note,
];

describe('online police stations', () => {
  it('are the 16 Länder in germanStates order, each with a name and an https URL', () => {
    expect(policeStations.map((station) => station.state)).toEqual(germanStates.map((state) => state.key));
    for (const station of policeStations) {
      expect(station.stateName).toBe(germanStates.find((state) => state.key === station.state)?.name);
      expect(station.name.trim().length, station.state).toBeGreaterThan(10);
      expect(isHttpsUrl(station.url), `${station.state}: ${station.url}`).toBe(true);
    }
  });

  it('carry the Länder’s own names where they differ', () => {
    expect(policeStationFor('BE')?.name).toBe('Internetwache der Polizei Berlin');
    expect(policeStationFor('NW')?.name).toContain('Internetwache');
    expect(policeStationFor('ST')?.name).toBe('E-Revier der Polizei Sachsen-Anhalt');
    expect(policeStationFor('HH')?.name).toBe('Onlinewache der Polizei Hamburg');
  });

  it('are found by the stored checkout answer', () => {
    expect(policeStationFor('BW')?.url).toBe('https://www.polizei-bw.de/onlinewache/');
    expect(policeStationFor('TH')?.stateName).toBe('Thüringen');
  });

  it('are null for abroad, no answer and unknown keys', () => {
    expect(policeStationFor('abroad')).toBeNull();
    expect(policeStationFor(null)).toBeNull();
    expect(policeStationFor(undefined)).toBeNull();
    expect(policeStationFor('')).toBeNull();
    expect(policeStationFor('XX')).toBeNull();
    expect(policeStationFor('bw')).toBeNull();
  });

  it('have a nationwide portal as the fallback', () => {
    expect(POLICE_PORTAL.name).toContain('Onlinewache');
    expect(isHttpsUrl(POLICE_PORTAL.url)).toBe(true);
  });
});

describe('platform guides', () => {
  it('exist for every checkout platform option except „Andere“', () => {
    for (const option of platformOptions) {
      if (option === 'Andere') expect(platformGuideFor(option), option).toBeNull();
      else expect(platformGuideFor(option), option).not.toBeNull();
    }
  });

  it('exist for Telegram, Snapchat and TikTok, but not for Signal', () => {
    expect(keyFor('Telegram')).toBe('telegram');
    expect(keyFor('Snapchat')).toBe('snapchat');
    expect(keyFor('TikTok')).toBe('tiktok');
    expect(keyFor('Signal')).toBeNull();
  });

  it('are found by name, whatever the case', () => {
    expect(keyFor('Twitter/X')).toBe('x');
    expect(keyFor('X')).toBe('x');
    expect(keyFor('twitter')).toBe('x');
    expect(keyFor('INSTAGRAM')).toBe('instagram');
    expect(keyFor(' eDarling ')).toBe('edarling');
    expect(keyFor('LinkedIn')).toBe('linkedin');
  });

  it('are found by URL or host', () => {
    expect(keyFor('https://m.facebook.com/profile.php?id=1')).toBe('facebook');
    expect(keyFor('https://www.facebook.com/some.name')).toBe('facebook');
    expect(keyFor('fb.com/some.name')).toBe('facebook');
    expect(keyFor('wa.me/49151…')).toBe('whatsapp');
    expect(keyFor('https://chat.whatsapp.com/AbC')).toBe('whatsapp');
    expect(keyFor('https://t.me/foo')).toBe('telegram');
    expect(keyFor('www.instagram.com/x/')).toBe('instagram');
    expect(keyFor('instagram.com')).toBe('instagram');
    expect(keyFor('https://tinder.com/@mike')).toBe('tinder');
    expect(keyFor('https://x.com/someone')).toBe('x');
    expect(keyFor('https://mobile.twitter.com/someone')).toBe('x');
    expect(keyFor('https://de.linkedin.com/in/someone')).toBe('linkedin');
    expect(keyFor('https://www.tiktok.com/@someone')).toBe('tiktok');
    expect(keyFor('HTTPS://WWW.LOVOO.COM/profile/1')).toBe('lovoo');
  });

  it('are null for „Andere“, unknown sites and look-alike hosts', () => {
    expect(platformGuideFor('Andere')).toBeNull();
    expect(platformGuideFor('https://example.org')).toBeNull();
    expect(platformGuideFor('https://instagram.com.example.org/x')).toBeNull();
    expect(platformGuideFor('https://notinstagram.com/x')).toBeNull();
    expect(platformGuideFor('')).toBeNull();
    expect(platformGuideFor('not a url')).toBeNull();
  });

  it('for several values are deduplicated, in first-seen order, unknown ones skipped', () => {
    const guides = platformGuidesFor([
      'https://m.facebook.com/profile.php?id=1',
      'Andere',
      'Instagram',
      'Facebook',
      'https://example.org',
      'fb.com/x',
      'wa.me/49151…',
      'www.instagram.com/x/',
    ]);
    expect(guides.map((guide) => guide.key)).toEqual(['facebook', 'instagram', 'whatsapp']);
    expect(platformGuidesFor([])).toEqual([]);
  });

  it('have a name, 2 to 4 steps and an https help page each, with unique keys', () => {
    expect(new Set(allGuides.map((guide) => guide.key)).size).toBe(allGuides.length);
    expect(allGuides.length).toBe(platformOptions.length - 1 + 3);
    for (const guide of allGuides) {
      expect(guide.name.trim(), guide.key).not.toBe('');
      expect(guide.steps.length, guide.key).toBeGreaterThanOrEqual(2);
      expect(guide.steps.length, guide.key).toBeLessThanOrEqual(4);
      for (const step of guide.steps) expect(step, guide.key).toMatch(/^[A-ZÄÖÜ].*[.!]$/);
      expect(isHttpsUrl(guide.helpUrl), `${guide.key}: ${guide.helpUrl}`).toBe(true);
    }
  });

  it('speak to the customer formally', () => {
    for (const guide of allGuides) {
      const text = guide.steps.join(' ');
      expect(text, guide.key).not.toMatch(/\b(du|dich|dir|dein\w*|euch|euer\w*)\b/i);
    }
  });
});

describe('DSA good-faith statement', () => {
  it('is the first-person statement of Art. 16(2)(d) DSA', () => {
    expect(DSA_GOOD_FAITH_STATEMENT).toMatch(/^Ich erkläre, dass ich in gutem Glauben davon überzeugt bin/);
    expect(DSA_GOOD_FAITH_STATEMENT).toContain('in gutem Glauben');
    expect(DSA_GOOD_FAITH_STATEMENT).toContain('richtig und vollständig');
    expect(DSA_GOOD_FAITH_STATEMENT).toContain('Angaben');
  });
});

describe('helplines', () => {
  it('name the card-block line honestly: free within Germany, not every bank', () => {
    expect(CARD_BLOCK).toMatchObject({ number: '116 116', name: 'Sperr-Notruf' });
    expect(CARD_BLOCK.note).toContain('+49 116 116');
    expect(CARD_BLOCK.note).toMatch(/nicht jede Bank/);
    expect(CARD_BLOCK.note).toMatch(/Rückseite/);
    // From abroad the foreign network may charge: the note must not call that free.
    expect(CARD_BLOCK.note).toMatch(/Ausland[^;]*Gebühren/);
  });

  it('name WEISSER RING’s Opfer-Telefon', () => {
    expect(VICTIM_HELPLINE).toMatchObject({ organisation: 'WEISSER RING', name: 'Opfer-Telefon', number: '116 006' });
    expect(VICTIM_HELPLINE.note).toMatch(/kostenlos/);
    expect(VICTIM_HELPLINE.note).toMatch(/anonym/);
    expect(VICTIM_HELPLINE.note).toMatch(/7 bis 22 Uhr/);
  });
});

describe('German text', () => {
  it('uses typographic quotes, never ASCII quotes around words', () => {
    for (const text of texts) expect(text).not.toMatch(/["'][A-Za-zÄÖÜäöüß]|[A-Za-zÄÖÜäöüß.]["']/);
  });

  it('balances its „…“ quotes', () => {
    for (const text of texts) expect((text.match(/„/g) ?? []).length, text).toBe((text.match(/“/g) ?? []).length);
  });

  it('writes real umlauts, not ae/oe/ue substitutes', () => {
    const substitutes =
      /\b(fuer|ueber|waehl\w*|oeffn\w*|koenn\w*|moecht\w*|muess\w*|zurueck|persoenlich|behoerde\w*|taeglich|gebuehr\w*|laender\w*|wuerttemberg|thueringen|rueckseite|pruef\w*|loesch\w*|spaeter|naechst\w*|aehnlich|waehrend|fuehr\w*|unserioes\w*|gefaelscht\w*|schliessen|gemaess|strasse)\b/i;
    for (const text of texts) expect(text).not.toMatch(substitutes);
  });
});
