import { describe, expect, it } from 'vitest';
import { linkShortenerDomains } from '#app/content/link-shorteners.ts';
import { findLinks } from './url.server.ts';

const facts = (text: string) => Object.fromEntries((findLinks(text)[0]?.facts ?? []).map((f) => [f.label, f]));

describe('web addresses and domains', () => {
  it('cuts trailing punctuation and keeps balanced brackets', () => {
    const found = findLinks('Siehe (https://bit.ly/3xYz)! Und https://de.wikipedia.org/wiki/Phishing_(Betrug). Ende');
    expect(found.map((item) => item.raw)).toEqual([
      'https://bit.ly/3xYz',
      'https://de.wikipedia.org/wiki/Phishing_(Betrug)',
    ]);
  });

  it('drops the fragment and adds https to www and bare links', () => {
    expect(findLinks('https://shop.example.com/a?b=1#top')[0]?.value).toBe('https://shop.example.com/a?b=1');
    expect(findLinks('www.sichere-zahlung.de/login.')[0]?.value).toBe('https://www.sichere-zahlung.de/login');
  });

  it('a bare host is a domain, reported as the registrable domain', () => {
    const [found] = findLinks('Zahlen Sie über sichere-zahlung.de, bitte.');
    expect(found).toMatchObject({ kind: 'domain', value: 'sichere-zahlung.de' });
  });

  it('names the registrable domain behind a misleading subdomain', () => {
    expect(facts('https://www.paypal.com.secure-login.xyz/konto')).toMatchObject({
      Domain: { value: 'secure-login.xyz' },
      Subdomain: { value: 'www.paypal.com' },
    });
  });

  it('flags link shorteners', () => {
    expect(facts('https://bit.ly/abc').Linkverkürzer).toMatchObject({ warning: true });
    expect(facts('tinyurl.com/xyz1').Linkverkürzer?.value).toMatch(/^ja/);
    expect(facts('https://example.com/x').Linkverkürzer).toBeUndefined();
    expect(linkShortenerDomains).toContain('t.co');
  });

  it('flags Cyrillic look-alikes, in Unicode and in punycode', () => {
    for (const text of ['https://www.xn--pypal-4ve.com/login', 'www.pаypal.com', 'аррӏе.com']) {
      const lookAlike = facts(text)['Ähnliche Zeichen'];
      expect(lookAlike?.warning).toBe(true);
      expect(lookAlike?.value).toMatch(
        /^enthält kyrillische Buchstaben \(sieht aus wie „(www\.)?(paypal|apple)\.com“\)$/,
      );
    }
    expect(facts('https://www.xn--pypal-4ve.com/').Punycode?.value).toBe(
      'www.xn--pypal-4ve.com steht für www.pаypal.com',
    );
  });

  it('does not flag real internationalised domains', () => {
    expect(facts('münchen.de')['Ähnliche Zeichen']).toBeUndefined();
    expect(facts('пример.рф')).toMatchObject({ Schrift: { value: 'kyrillische Buchstaben' } });
    expect(facts('пример.рф')['Ähnliche Zeichen']).toBeUndefined();
  });

  it('flags an IP address as host', () => {
    expect(facts('http://192.168.1.1/login').Adresse?.warning).toBe(true);
  });

  it('takes no sentences, file names, e-mail domains or unknown endings', () => {
    expect(findLinks('Ich bin Anna.Berlin, rechnung.zip, foto.jpg, a@web.de, z.B. so, Hr.Meier, v1.2.3')).toEqual([]);
  });
});
