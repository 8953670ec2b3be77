import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { testInvoice } from '#tests/support/invoice.ts';
import { testProvider } from '#tests/support/provider.ts';
import { renderTermsPdf } from '../mail/terms-pdf.server.ts';
import { toWinAnsi } from '../pdf/primitives.server.ts';
import { renderInvoicePdf } from './invoice-pdf.server.ts';
import { paymentProviderLabel } from './issue-invoice.server.ts';

const provider = testProvider;

const invoice = testInvoice;

/** Page objects (not the /Pages tree) in a PDF. */
function pageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;
}

/**
 * The text drawn by pdfkit's standard fonts: content streams inflated, hex strings of TJ
 * operators decoded as Windows-1252 (enough for the ASCII and umlaut checks below).
 */
function drawnText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const parts: string[] = [];
  for (const match of raw.matchAll(/stream\n([\s\S]*?)\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1] ?? '', 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const tj of content.matchAll(/\[(.*)\] TJ/g)) {
      const hex = [...(tj[1] ?? '').matchAll(/<([0-9a-f]+)>/g)].map((h) => h[1]).join('');
      parts.push(new TextDecoder('windows-1252').decode(Buffer.from(hex, 'hex')));
    }
  }
  return parts.join('\n');
}

describe('renderInvoicePdf', () => {
  it('returns a one-page PDF with the invoice data', async () => {
    const pdf = await renderInvoicePdf(invoice, provider);
    expect(Buffer.isBuffer(pdf)).toBe(true);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pageCount(pdf)).toBe(1);

    const text = drawnText(pdf);
    expect(text).toContain('Rechnung');
    expect(text).toContain('EC-2026-000123');
    expect(text).toContain('Rechnungsdatum');
    // A Kleinbetragsrechnung needs no date of service, and the check is performed after payment.
    expect(text).not.toContain('Leistungsdatum');
    expect(text).toContain('21.11.2026');
    expect(text).toContain('Jürgen Weiß');
    expect(text).toContain('Chausseestraße 86');
    expect(text).toContain('DE123456789');
    // The description may wrap inside its column.
    expect(text.replace(/\s+/g, ' ')).toContain('Dating-App-Check – Profil-Prüfung (Auftragsnummer 3F2A9C1B)');
    expect(text).toContain('32,77 €');
    expect(text).toContain('zzgl. 19 % USt.');
    expect(text).toContain('6,23 €');
    expect(text).toContain('39,00 €');
    // The test invoice does not know the method (as invoices issued before it was recorded).
    expect(text).toContain('Bezahlt über Stripe am 21.11.2026.');
    expect(text).not.toContain('Kartenzahlung');
    expect(text).toContain('pi_3PqXyZ2eZvKYlo2C');
  });

  it('uses the amounts from the invoice data and leaves out empty provider fields', async () => {
    const pdf = await renderInvoicePdf(
      { ...invoice, netCents: 10_000, vatCents: 1_900, grossCents: 11_900, paymentId: null },
      { ...provider, vatId: '', register: '' },
    );
    const text = drawnText(pdf);
    expect(text).toContain('100,00 €');
    expect(text).toContain('19,00 €');
    expect(text).toContain('119,00 €');
    expect(text).not.toContain('Zahlungskennung');
    expect(text).not.toContain('USt-IdNr.');
  });

  it('names the way it was paid, and a simulated payment as a test payment', async () => {
    const paypal = drawnText(await renderInvoicePdf({ ...invoice, paymentMethod: 'paypal' }, provider));
    expect(paypal).toContain('Bezahlt per PayPal über Stripe am 21.11.2026.');
    const wallet = drawnText(
      await renderInvoicePdf(
        { ...invoice, paymentMethod: 'apple_pay', paymentProvider: paymentProviderLabel('simulated') },
        provider,
      ),
    );
    expect(wallet).toContain('Bezahlt per Apple Pay als Testzahlung (simuliert) am 21.11.2026.');
    expect(wallet).not.toContain('Stripe');
  });

  it('sets the document metadata', async () => {
    const raw = (await renderInvoicePdf(invoice, provider)).toString('latin1');
    expect(raw).toContain('Rechnung EC-2026-000123');
    expect(raw).toContain('Echtcheck GmbH');
  });
});

describe('renderInvoicePdf for a cancellation invoice', () => {
  it('names the invoice it corrects by number and date, with negative amounts and the refund', async () => {
    const pdf = await renderInvoicePdf(
      {
        ...invoice,
        invoiceNumber: 'ST-2026-000001',
        issuedAt: new Date('2026-11-24T10:00:00Z'),
        netCents: -1639,
        vatCents: -311,
        grossCents: -1950,
        cancels: {
          invoiceNumber: 'EC-2026-000123',
          issuedAt: invoice.issuedAt,
          partial: true,
          reason: 'Zwei von vier Quellen geprüft.',
        },
      },
      provider,
    );
    const text = drawnText(pdf).replace(/\s+/g, ' ');
    expect(pageCount(pdf)).toBe(1);
    expect(text).toContain('Stornorechnung');
    expect(text).toContain('ST-2026-000001');
    expect(text).toContain('Zur Rechnung');
    expect(text).toContain('EC-2026-000123');
    expect(text).toContain('21.11.2026');
    expect(text).toContain('24.11.2026');
    expect(text).toContain('Teilstorno nach Widerruf');
    expect(text).toContain('-19,50 €');
    expect(text).toContain('-3,11 €');
    expect(text).toContain('Grund der Teilerstattung: Zwei von vier Quellen geprüft.');
    expect(text).toContain(
      'Den Betrag von 19,50 € haben wir am 24.11.2026 über Stripe auf das Zahlungsmittel erstattet, mit dem Sie bezahlt haben.',
    );
    expect(text).not.toContain('Bitte überweisen Sie nichts');
  });

  it('names where the refund went when the invoice knows the way of payment', async () => {
    const cancellation = {
      ...invoice,
      invoiceNumber: 'ST-2026-000002',
      issuedAt: new Date('2026-11-24T10:00:00Z'),
      netCents: -3277,
      vatCents: -623,
      grossCents: -3900,
      cancels: { invoiceNumber: 'EC-2026-000123', issuedAt: invoice.issuedAt, partial: false, reason: null },
    };
    const paypal = drawnText(await renderInvoicePdf({ ...cancellation, paymentMethod: 'paypal' }, provider));
    expect(paypal.replace(/\s+/g, ' ')).toContain(
      'Den Betrag von 39,00 € haben wir am 24.11.2026 über Stripe auf Ihr PayPal-Konto erstattet.',
    );
    const sepa = drawnText(await renderInvoicePdf({ ...cancellation, paymentMethod: 'sepa_debit' }, provider));
    expect(sepa.replace(/\s+/g, ' ')).toContain(
      'über Stripe auf das Bankkonto erstattet, von dem wir ihn per Lastschrift eingezogen haben.',
    );
  });
});

describe('renderTermsPdf', () => {
  it('renders the terms and the Widerrufsbelehrung on several numbered pages', async () => {
    const pdf = await renderTermsPdf(provider);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pages = pageCount(pdf);
    expect(pages).toBeGreaterThan(1);

    const text = drawnText(pdf);
    expect(text).toContain('Allgemeine Geschäftsbedingungen');
    expect(text).toContain('§ 16 Schlussbestimmungen');
    expect(text).toContain('Widerrufsbelehrung');
    expect(text).toContain('Muster-Widerrufsformular');
    expect(text).toContain(`Seite 1 von ${pages}`);
    expect(text).toContain(`Seite ${pages} von ${pages}`);
    // Links of the content appear as plain labels.
    expect(text).not.toContain('](/');
  });
});

describe('toWinAnsi', () => {
  it('keeps German text and replaces what the standard fonts cannot show', () => {
    expect(toWinAnsi('Größe: 39,00 € – „Prüfung“')).toBe('Größe: 39,00 € – „Prüfung“');
    expect(toWinAnsi('Łukasz Dvořák')).toBe('Lukasz Dvorák');
    expect(toWinAnsi('Emoji 🙂')).toBe('Emoji ?');
  });
});
