import type { InvoiceData } from '#app/server/invoices/invoice-pdf.server.ts';

/** An invoice as the payment transaction writes it (39,00 € = 32,77 € + 6,23 € VAT). */
export const testInvoice: InvoiceData = {
  invoiceNumber: 'EC-2026-000123',
  issuedAt: new Date('2026-11-21T13:05:00Z'),
  serviceName: 'Dating-App-Check',
  caseReference: '3F2A9C1B',
  customerName: 'Jürgen Weiß',
  customerEmail: 'juergen.weiss@example.de',
  netCents: 3277,
  vatCents: 623,
  grossCents: 3900,
  vatRatePercent: 19,
  paymentProvider: 'Stripe',
  paymentId: 'pi_3PqXyZ2eZvKYlo2C',
};
