import { describe, expect, it } from 'vitest';
import { arrivalServerTiming } from './arrival.server.ts';

describe('arrivalServerTiming', () => {
  it('keeps only the origin of the Referer header, never its path or query', () => {
    expect(arrivalServerTiming('https://www.google.com/search?q=erika+muster')).toBe(
      'referrer;desc="https://www.google.com"',
    );
    expect(arrivalServerTiming('https://echtcheck.de/fake-profil')).toBe('referrer;desc="https://echtcheck.de"');
    // A host with umlauts in its punycode form: no character a quoted-string would need escaped.
    expect(arrivalServerTiming('https://bücher.example/"x"')).toBe('referrer;desc="https://xn--bcher-kva.example"');
  });

  it("gives nothing for no header, no web address, or a value too long to be a browser's", () => {
    expect(arrivalServerTiming(undefined)).toBeUndefined();
    expect(arrivalServerTiming('')).toBeUndefined();
    expect(arrivalServerTiming('not a url')).toBeUndefined();
    expect(arrivalServerTiming('android-app://com.google.android.gm/')).toBeUndefined();
    expect(arrivalServerTiming(`https://example.org/${'a'.repeat(1100)}`)).toBeUndefined();
  });
});
