// Data the mail templates and PDFs receive. Built by the payment and withdrawal capabilities from
// the database; the templates only format it (German, HTML + plain text).

export interface OrderDocument {
  fileName: string;
  /** Bytes. */
  fileSize: number;
  /** MIME type detected from the content. */
  fileType: string;
  uploadedAt: Date;
}

export interface OrderConsent {
  kind: 'berechtigtes-interesse' | 'agb' | 'datenschutz' | 'age-18' | 'early-start';
  /** Exact checkbox text the customer confirmed; may contain [label](/path) links. */
  text: string;
  version: string;
  givenAt: Date;
}

export interface OrderSummary {
  caseId: string;
  /** Reference number shown to customers: the first 8 characters of the case id. */
  reference: string;
  /** e.g. "Dating App Check" or "Allgemeine Prüfung". */
  serviceName: string;
  amountCents: number;
  createdAt: Date;
  paidAt: Date;
  customer: { firstName: string; lastName: string; email: string; phone: string | null };
  target: {
    name: string;
    username: string | null;
    email: string | null;
    phone: string | null;
    profileUrl: string | null;
    platforms: string[];
  };
  /** Ticked permitted purposes and the 150–300 character description (berechtigtes Interesse). */
  legitimateInterest: { purposes: string[]; description: string };
  suspicionReason: string | null;
  chatContent: string | null;
  documents: OrderDocument[];
  consents: OrderConsent[];
}

export interface InvoiceData {
  /** e.g. "EC-2026-000123" */
  invoiceNumber: string;
  issuedAt: Date;
  serviceName: string;
  caseReference: string;
  customerName: string;
  customerEmail: string;
  netCents: number;
  vatCents: number;
  grossCents: number;
  /** 19 */
  vatRatePercent: number;
  paymentProvider: string;
  paymentId: string | null;
}

export interface WithdrawalData {
  name: string;
  orderReference: string;
  email: string;
  receivedAt: Date;
  /** The matching case, when the reference and e-mail belong to one. */
  caseId: string | null;
  /** False when no confirmation went to the customer (too many to this address within the hour). */
  confirmationMailed: boolean;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}
