import { describe, expect, it } from 'vitest';
import { testInvoice } from '#tests/support/invoice.ts';
import { testProvider } from '#tests/support/provider.ts';
import { testWithdrawal as withdrawal } from '#tests/support/withdrawal.ts';
import { consentTextsFor } from '../../content/legal.ts';
import { splitBlocks, stripLinks } from '../../lib/content-markup.ts';
import { formatDate, formatDateTime, formatEuro, formatFileSize } from '../../lib/format.ts';
import type { OrderSummary } from '../customer/order-summary.server.ts';
import { escapeHtml, htmlLayout, linkify } from './format.server.ts';
import {
  orderConfirmationMail,
  staffNotificationMail,
  testNotificationMail,
  withdrawalConfirmationMail,
} from './templates.server.ts';

const SITE = 'https://echtcheck.de';

const provider = testProvider;

// 21.11.2026 is in CET (UTC+1): 13:05 UTC is 14:05 Uhr in Berlin.
const paidAt = new Date('2026-11-21T13:05:00Z');

function order(overrides: Partial<OrderSummary> = {}): OrderSummary {
  return {
    caseId: '3f2a9c1b-5d7e-4f60-8a91-0b2c3d4e5f60',
    reference: '3F2A9C1B',
    serviceName: 'Dating-App-Check',
    amountCents: 3900,
    voucherCode: null,
    statusToken: 'q3Jx8vN2kT5wR7yB4mC6dF9gH1jK0lP_',
    createdAt: new Date('2026-11-21T12:58:00Z'),
    paidAt,
    paymentMethod: 'paypal',
    customer: { firstName: 'Jürgen', lastName: 'Weiß', email: 'juergen.weiss@example.de', phone: '+49 171 2345678' },
    target: {
      name: 'Michael Brown',
      username: 'mike.brown.84',
      email: null,
      phone: '+1 555 0100',
      profileUrl: 'https://www.tinder.com/@mike.brown.84',
      platforms: ['Tinder', 'WhatsApp'],
    },
    legitimateInterest: {
      purposes: ['Schutz vor Betrug', 'Vorbeugung gegen Romance Scam'],
      description:
        'Wir schreiben seit drei Wochen täglich. Er weicht Videoanrufen aus und bittet jetzt um 2.000 € für angebliche Zollgebühren. Ich möchte wissen, ob das Profil echt ist.',
    },
    suspicionReason: 'Geldforderung nach drei Wochen, keine Videoanrufe.',
    chatContent: 'Mike: Hallo Liebling\nMike: <script>alert(1)</script>\nIch: Wer bist du & was willst du?',
    documents: [
      {
        fileName: 'profilbild.jpg',
        fileSize: 2_516_582,
        fileType: 'image/jpeg',
        uploadedAt: new Date('2026-11-21T12:55:00Z'),
      },
      { fileName: 'chat.txt', fileSize: 4_000, fileType: 'text/plain', uploadedAt: new Date('2026-11-21T12:56:00Z') },
    ],
    consents: consentTextsFor(provider).map((c) => ({
      kind: c.kind,
      text: c.label,
      version: c.version,
      givenAt: new Date('2026-11-21T12:57:30Z'),
    })),
    ...overrides,
  };
}

const invoice = testInvoice;

describe('format helpers', () => {
  it('formats money, dates and file sizes the German way', () => {
    expect(formatEuro(3900)).toBe('39,00 €');
    expect(formatEuro(623)).toBe('6,23 €');
    expect(formatDate(paidAt)).toBe('21.11.2026');
    expect(formatDateTime(paidAt)).toBe('21.11.2026, 14:05 Uhr');
    // Summer time (CEST, UTC+2).
    expect(formatDateTime(new Date('2026-07-01T22:30:00Z'))).toBe('02.07.2026, 00:30 Uhr');
    expect(formatFileSize(2_516_582)).toBe('2,4 MB');
    expect(formatFileSize(4_000)).toBe('0,1 MB');
    expect(formatFileSize(0)).toBe('0,1 MB');
  });

  it('escapes HTML and handles content links', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    expect(stripLinks('Die [AGB](/agb) und [uns](mailto:a@b.de).')).toBe('Die AGB und uns.');
    expect(linkify('Die [AGB](/agb) & mehr', SITE)).toBe(`Die <a href="${SITE}/agb">AGB</a> &amp; mehr`);
    expect(linkify('[Mail](mailto:a@b.de) [Tel](tel:+4930)', SITE)).toBe(
      '<a href="mailto:a@b.de">Mail</a> <a href="tel:+4930">Tel</a>',
    );
    expect(linkify('[böse](javascript:alert(1))', SITE)).not.toContain('<a');
  });

  it('splits content paragraphs into text and bullet lists', () => {
    expect(splitBlocks('Sie haben:\n- a\n- b')).toEqual([
      { kind: 'text', text: 'Sie haben:' },
      { kind: 'list', items: ['a', 'b'] },
    ]);
    expect(splitBlocks('- nur\n- Liste')).toEqual([{ kind: 'list', items: ['nur', 'Liste'] }]);
  });

  it('builds a complete German HTML document with the imprint in the footer', () => {
    const html = htmlLayout('Titel <x>', '<p>Hallo</p>', provider);
    expect(html).toMatch(/^<!DOCTYPE html>/);
    expect(html).toContain('<html lang="de"');
    expect(html).toContain('<title>Titel &lt;x&gt;</title>');
    expect(html).toContain('max-width:600px');
    expect(html).toContain('Echtcheck GmbH');
    expect(html).toContain('Chausseestraße 86, 10115 Berlin');
    expect(html).toContain('kontakt@echtcheck.de');
    expect(html).not.toMatch(/<style|<link/);
  });
});

describe('orderConfirmationMail', () => {
  const mail = orderConfirmationMail(order(), invoice, provider, `${SITE}/`);

  it('has the subject with the reference', () => {
    expect(mail.subject).toBe('Ihre Buchung bei Echtcheck – Auftragsnummer 3F2A9C1B');
  });

  it('states the contract content in HTML and plain text', () => {
    for (const body of [mail.html, mail.text]) {
      expect(body).toContain('3F2A9C1B');
      expect(body).toContain('39,00 € inkl. 19 % MwSt.');
      expect(body).toContain('Dating-App-Check');
      expect(body).toContain('21.11.2026, 13:58 Uhr');
      expect(body).toContain('Michael Brown');
      expect(body).toContain('mike.brown.84');
      expect(body).toContain('Tinder, WhatsApp');
      expect(body).toContain('24 bis 48 Stunden');
      expect(body).toContain('72 Stunden');
      expect(body).toContain('Schutz vor Betrug');
      expect(body).toContain('EC-2026-000123');
      expect(body).toContain(`${SITE}/agb`);
      expect(body).toContain(`${SITE}/vertrag-widerrufen`);
      expect(body).toContain('innerhalb von 24 Stunden');
      expect(body).toContain('kontakt@echtcheck.de');
    }
    expect(mail.text).toContain('Guten Tag Jürgen Weiß,');
  });

  it('says when and how the order was paid, and leaves out a method the case does not know', () => {
    for (const body of [mail.html, mail.text]) expect(body).toContain('21.11.2026, 14:05 Uhr, per PayPal');
    expect(orderConfirmationMail(order({ paymentMethod: 'apple_pay' }), invoice, provider, SITE).text).toContain(
      '21.11.2026, 14:05 Uhr, per Apple Pay',
    );
    const unknown = orderConfirmationMail(order({ paymentMethod: null }), invoice, provider, SITE).text;
    expect(unknown).toContain('21.11.2026, 14:05 Uhr');
    expect(unknown).not.toMatch(/14:05 Uhr, per|per Karte/);
  });

  it('describes the reverse image search in the wording of the site, without face recognition', () => {
    for (const body of [mail.html, mail.text]) {
      expect(body).toContain(
        'Mit öffentlichen Bildrückwärtssuchen (Google Lens, Bing, TinEye) suchen wir nach identischen Kopien der Fotos und nach bearbeiteten Fassungen davon, etwa zugeschnitten, gespiegelt oder farblich verändert. Eine Gesichtserkennung setzen wir nicht ein.',
      );
      expect(body).not.toContain('mit identischen Bildern ab');
    }
  });

  it("names the online withdrawal function's address in the Widerrufsbelehrung", () => {
    expect(mail.text).toContain(`direkt erreichbar unter der Adresse ${SITE}/vertrag-widerrufen`);
    expect(mail.html).toContain(`<a href="${SITE}/vertrag-widerrufen">${SITE}/vertrag-widerrufen</a>`);
  });

  it('lists every consent text without link markup, with time and version', () => {
    for (const consent of consentTextsFor(provider)) {
      const text = stripLinks(consent.label);
      expect(mail.text).toContain(text);
      expect(mail.html).toContain(escapeHtml(text));
    }
    expect(mail.text).toContain('Bestätigt am 21.11.2026, 13:57 Uhr (Fassung 01.11.2026)');
    expect(mail.text).toContain('ausdrücklich verlangt, dass wir vor Ablauf der Widerrufsfrist');
    expect(mail.text).not.toMatch(/\]\(\//);
  });

  it('contains the full Widerrufsbelehrung with the Muster-Widerrufsformular', () => {
    for (const body of [mail.html, mail.text]) {
      expect(body).toContain('Widerrufsbelehrung');
      expect(body).toContain('Folgen des Widerrufs');
      expect(body).toContain('Vorzeitiges Erlöschen des Widerrufsrechts');
      expect(body).toContain('Muster-Widerrufsformular');
      expect(body).toContain('(*) Unzutreffendes streichen.');
    }
    expect(mail.html).toMatch(/<h2[^>]*>Widerrufsbelehrung<\/h2>/);
    expect(mail.html).toMatch(/<h3[^>]*>Muster-Widerrufsformular<\/h3>/);
    // Bullet lines of the content become a list; its mail link becomes a link.
    expect(mail.html).toContain('<li style="margin:0 0 6px;">Ihren Namen</li>');
    expect(mail.html).toContain('<a href="mailto:kontakt@echtcheck.de">kontakt@echtcheck.de</a>');
  });

  it('escapes customer input', () => {
    const evil = orderConfirmationMail(
      order({
        customer: { firstName: '<b>Eva</b>', lastName: 'Muster & Co', email: 'eva@example.de', phone: null },
        target: { ...order().target, name: '<img src=x onerror=alert(1)>' },
      }),
      invoice,
      provider,
      SITE,
    );
    expect(evil.html).not.toContain('<b>Eva</b>');
    expect(evil.html).not.toContain('<img');
    expect(evil.html).toContain('&lt;b&gt;Eva&lt;/b&gt; Muster &amp; Co');
    expect(evil.text).toContain('Guten Tag <b>Eva</b> Muster & Co,');
  });
});

describe('staffNotificationMail', () => {
  const mail = staffNotificationMail(order(), SITE);

  it('has the subject with reference and service', () => {
    expect(mail.subject).toBe('Neuer bezahlter Fall 3F2A9C1B: Dating-App-Check');
  });

  it('names the order and links to the case in the dashboard', () => {
    for (const body of [mail.html, mail.text]) {
      expect(body).toContain('3f2a9c1b-5d7e-4f60-8a91-0b2c3d4e5f60');
      expect(body).toContain('39,00 €');
      expect(body).toContain('21.11.2026, 14:05 Uhr');
      expect(body).toContain(`${SITE}/conan/faelle/3f2a9c1b-5d7e-4f60-8a91-0b2c3d4e5f60`);
    }
  });

  // Issue 27 point 7: the mail stays in mailboxes the 30-day deletion does not reach.
  it('carries no case content: no customer, no person checked, no statement, no files', () => {
    for (const body of [mail.html, mail.text]) {
      for (const content of [
        'Jürgen',
        'juergen.weiss@example.de',
        '+49 171 2345678',
        'Michael Brown',
        'mike.brown.84',
        '+1 555 0100',
        'Tinder',
        'Vorbeugung gegen Romance Scam',
        'Geldforderung nach drei Wochen',
        'seit drei Wochen täglich',
        'Mike:',
        'profilbild.jpg',
        'chat.txt',
      ])
        expect(body, content).not.toContain(content);
    }
  });
});

describe('testNotificationMail', () => {
  it('is the staff notification with a [Test] subject', () => {
    const mail = testNotificationMail(order(), SITE);
    expect(mail.subject).toBe('[Test] Neuer bezahlter Fall 3F2A9C1B: Dating-App-Check');
    expect(mail.text).toContain(`${SITE}/conan/faelle/3f2a9c1b-5d7e-4f60-8a91-0b2c3d4e5f60`);
  });
});

describe('telephone number', () => {
  it('is the one of CONTACT_PHONE in the text and the footer of every customer mail', () => {
    // Issue 27: the footer gave CONTACT_PHONE and the "Fragen?" paragraph a second, unexplained number.
    const ours = { ...provider, phone: '+49 40 7777777' };
    const mails = [
      orderConfirmationMail(order(), invoice, ours, `${SITE}/`),
      withdrawalConfirmationMail(withdrawal, ours),
    ];
    for (const mail of mails) {
      for (const body of [mail.html, mail.text]) {
        expect(body).toContain('Telefonisch erreichen Sie uns unter +49 40 7777777.');
        expect(body).toContain('Telefon: +49 40 7777777');
        // Every operator number (Berlin or Hamburg prefix) is that one; the customer's mobile number may appear.
        expect(new Set(body.match(/\+49 (?:30|40)[\d ]*\d/g))).toEqual(new Set(['+49 40 7777777']));
      }
    }
  });
});
