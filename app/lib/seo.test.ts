import { describe, expect, it } from 'vitest';
import { absoluteUrl, documentTitle } from './seo.ts';

describe('documentTitle', () => {
  it('adds the brand when it fits in 60 characters and is not there yet', () => {
    expect(documentTitle('Romance Scam erkennen')).toBe('Romance Scam erkennen | Echtcheck');
    expect(documentTitle('Datenschutzerklärung von Echtcheck')).toBe('Datenschutzerklärung von Echtcheck');
    const long = 'Fake-Profil auf Facebook: Freundschaftsanfrage prüfen';
    expect(documentTitle(long)).toBe(long);
  });
});

describe('absoluteUrl', () => {
  it('encodes umlauts in the path', () => {
    expect(absoluteUrl('https://echtcheck.de', '/liebesbetrüger-bilder-facebook')).toBe(
      'https://echtcheck.de/liebesbetr%C3%BCger-bilder-facebook',
    );
  });
});
