import { describe, expect, it } from 'vitest';
import { berechtigtesInteressePage } from '#app/content/legal.ts';
import {
  additionalSchema,
  customerSchema,
  fieldErrors,
  isPhoneNumber,
  legalSchema,
  orderSchema,
  PHONE_MESSAGE,
  permittedPurposes,
  stepOfServerErrors,
  summarySchema,
  targetSchema,
  voucherCheckSchema,
  voucherMessages,
} from './checkout-schema.ts';

describe('checkout schemas (spec §5)', () => {
  it('step 1 gives the spec’s messages', () => {
    const result = customerSchema.safeParse({ firstName: 'A', lastName: ' ', email: 'kein-mail', phone: '' });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(fieldErrors(result.error)).toEqual({
        firstName: 'Vorname ist erforderlich',
        lastName: 'Nachname ist erforderlich',
        email: 'Gültige E-Mail-Adresse erforderlich',
      });
    }
    expect(customerSchema.parse({ firstName: ' Anna ', lastName: 'Berg', email: 'anna@example.de' })).toEqual({
      firstName: 'Anna',
      lastName: 'Berg',
      email: 'anna@example.de',
      phone: '',
    });
  });

  it('step 2 requires a name and a platform; the target e-mail is optional but must be valid', () => {
    const empty = targetSchema.safeParse({ targetName: '', targetPlatforms: [], targetEmail: 'x' });
    expect(empty.success).toBe(false);
    if (!empty.success) {
      expect(fieldErrors(empty.error)).toEqual({
        targetName: 'Name der Zielperson ist erforderlich',
        targetPlatforms: 'Mindestens eine Plattform auswählen',
        targetEmail: 'Gültige E-Mail-Adresse erforderlich',
      });
    }
    expect(targetSchema.safeParse({ targetName: 'M', targetPlatforms: ['Tinder'], targetEmail: '' }).success).toBe(
      true,
    );
    expect(targetSchema.safeParse({ targetName: 'M', targetPlatforms: ['MySpace'] }).success).toBe(false);
  });

  it('step 4 requires for whom, the Bundesland and whether money was paid, with German messages', () => {
    const messages = {
      orderedFor: 'Bitte wählen Sie aus, für wen Sie die Prüfung beauftragen.',
      residence: 'Bitte wählen Sie das Bundesland aus, oder „Außerhalb Deutschlands“.',
      payments: 'Bitte wählen Sie aus, ob bereits Geld gezahlt wurde.',
    };
    // As the browser sends an untouched step 4, and as an older page without the questions would.
    for (const unanswered of [{ orderedFor: '', residence: '', payments: [] }, {}]) {
      const result = additionalSchema.safeParse({ ...unanswered, chatContent: 'Hallo', suspicionReason: '' });
      expect(result.success).toBe(false);
      if (!result.success) expect(fieldErrors(result.error)).toEqual(messages);
    }
    const ok = { orderedFor: 'relative', residence: 'BW', payments: ['transfer', 'card', 'transfer'] };
    expect(additionalSchema.parse(ok)).toEqual({
      orderedFor: 'relative',
      residence: 'BW',
      payments: ['transfer', 'card'],
      chatContent: '',
      suspicionReason: '',
    });
    for (const residence of ['BE', 'TH', 'abroad']) {
      expect(additionalSchema.safeParse({ ...ok, residence }).success, residence).toBe(true);
    }
    for (const residence of ['XX', 'be', 'DE-BE', 'Berlin', 'Außerhalb Deutschlands']) {
      const result = additionalSchema.safeParse({ ...ok, residence });
      expect(result.success, residence).toBe(false);
      if (!result.success) expect(fieldErrors(result.error)).toEqual({ residence: messages.residence });
    }
    const neighbour = additionalSchema.safeParse({ ...ok, orderedFor: 'neighbour' });
    expect(neighbour.success).toBe(false);
    if (!neighbour.success) expect(fieldErrors(neighbour.error)).toEqual({ orderedFor: messages.orderedFor });
    expect(additionalSchema.safeParse({ ...ok, payments: ['cheque'] }).success).toBe(false);
  });

  it('step 4: "none" and "unknown" stand alone, the ways of paying combine', () => {
    const base = { orderedFor: 'self', residence: 'HH' };
    const combination = '„Nein“ und „Das weiß ich nicht“ lassen sich nicht mit einer Zahlungsart kombinieren.';
    for (const payments of [
      ['none', 'card'],
      ['transfer', 'unknown'],
      ['none', 'unknown'],
    ]) {
      const result = additionalSchema.safeParse({ ...base, payments });
      expect(result.success, payments.join()).toBe(false);
      if (!result.success) expect(fieldErrors(result.error)).toEqual({ payments: combination });
    }
    for (const payments of [['none'], ['unknown'], ['gift-cards', 'crypto', 'other'], ['none', 'none']]) {
      expect(additionalSchema.safeParse({ ...base, payments }).success, payments.join()).toBe(true);
    }
    // The order as the server reads it refuses the same.
    expect(orderSchema.shape.additional.safeParse({ ...base, payments: ['none', 'card'] }).success).toBe(false);
  });

  it('step 5 enforces the checklist: a purpose, 150–300 characters and every confirmation', () => {
    const result = legalSchema.safeParse({ purposes: [], description: 'zu kurz', agbAccepted: false });
    expect(result.success).toBe(false);
    if (!result.success) {
      const errors = fieldErrors(result.error);
      expect(errors.berechtigtesInteresse).toBe('Sie müssen bestätigen, dass ein berechtigtes Interesse vorliegt');
      expect(errors.agbAccepted).toBe('Sie müssen die AGB akzeptieren');
      expect(errors.purposes).toBeTruthy();
      expect(errors.description).toContain('150');
      expect(errors.earlyStart).toBeTruthy();
      expect(errors.ageConfirmed).toBeTruthy();
      expect(errors.relation).toBe('Bitte wählen Sie aus, in welcher Beziehung Sie zu der Person stehen.');
    }
    const ok = {
      purposes: ['Schutz vor Betrug'],
      relation: 'online',
      description: 'x'.repeat(150),
      berechtigtesInteresse: true,
      agbAccepted: true,
      privacyAccepted: true,
      ageConfirmed: true,
      earlyStart: true,
    };
    expect(legalSchema.safeParse(ok).success).toBe(true);
    expect(legalSchema.safeParse({ ...ok, description: 'x'.repeat(301) }).success).toBe(false);
    expect(legalSchema.safeParse({ ...ok, relation: 'nachbarin' }).success).toBe(false);
  });

  it('the permitted purposes are the rows of the legitimate-interest page', () => {
    const page = berechtigtesInteressePage({} as never);
    const table = page.sections.find((s) => s.table?.rows.some((row) => row[0] === 'Schutz vor Betrug'))?.table;
    expect(table?.rows.map((row) => row[0])).toEqual([...permittedPurposes]);
  });

  it('step 6 takes an optional voucher code, stored without prefix and dashes, or says its form', () => {
    expect(summarySchema.parse({})).toEqual({ voucherCode: undefined });
    expect(summarySchema.parse({ voucherCode: '  ' })).toEqual({ voucherCode: undefined });
    expect(summarySchema.parse({ voucherCode: 'ec-7kq4 m2xd-9rtb' })).toEqual({ voucherCode: '7KQ4M2XD9RTB' });
    for (const wrong of ['EC-7KQ4-M2XD', 'GUTSCHEIN', 'EC-7KQ4-M2XD-9RTU', 'x'.repeat(100)]) {
      const result = summarySchema.safeParse({ voucherCode: wrong });
      expect(result.success).toBe(false);
      if (!result.success) {
        expect(fieldErrors(result.error)).toEqual({
          voucherCode: 'Bitte prüfen Sie den Gutscheincode. Er hat die Form EC-XXXX-XXXX-XXXX.',
        });
      }
    }
    const order = orderSchema.shape.voucherCode;
    expect(order.parse('EC-7KQ4-M2XD-9RTB')).toBe('7KQ4M2XD9RTB');
    expect(order.safeParse(12).success).toBe(false);
    expect(voucherMessages.expired(new Date('2029-11-21T23:30:00Z'))).toBe(
      'Dieser Gutscheincode ist am 22.11.2029 abgelaufen.',
    );
  });

  it('puts the server’s field errors on the step and field that ask for them', () => {
    expect(stepOfServerErrors({ voucherCode: voucherMessages.redeemed })).toEqual({
      step: 6,
      errors: { voucherCode: voucherMessages.redeemed },
    });
    expect(
      stepOfServerErrors({ 'legal.description': 'kurz', 'customer.email': 'falsch', voucherCode: 'unbekannt' }),
    ).toEqual({ step: 1, errors: { email: 'falsch' } });
    expect(stepOfServerErrors({ checkoutId: 'Ungültige Anfrage.' })).toBeNull();
    expect(stepOfServerErrors({ 'documentIds.0': 'Ungültige Anfrage.' })).toBeNull();
  });

  it('takes a phone number as people write it, and refuses anything else in German (both phone fields)', () => {
    for (const good of ['+49 30 1234567', '030/1234567', '+49 (0)30 123456-7', '0151 23456789', '(030) 12 34 56']) {
      expect(isPhoneNumber(good), good).toBe(true);
    }
    for (const bad of ['abc', '030 123 abc', '12', '++49 30 1234567', '030\n1234567', '030\t1234567', '#1234567']) {
      expect(isPhoneNumber(bad), bad).toBe(false);
    }
    const customer = { firstName: 'Anna', lastName: 'Berg', email: 'anna@example.de' };
    const refused = customerSchema.safeParse({ ...customer, phone: 'abc' });
    expect(refused.success).toBe(false);
    if (!refused.success) expect(fieldErrors(refused.error)).toEqual({ phone: PHONE_MESSAGE });
    expect(PHONE_MESSAGE).toBe('Bitte geben Sie eine gültige Telefonnummer an.');
    expect(customerSchema.parse({ ...customer, phone: ' +49 30 1234567 ' }).phone).toBe('+49 30 1234567');
    expect(customerSchema.parse({ ...customer, phone: '  ' }).phone).toBe('');
    const target = targetSchema.safeParse({ targetName: 'M', targetPlatforms: ['Tinder'], targetPhone: 'ruf an' });
    expect(target.success).toBe(false);
    if (!target.success) expect(fieldErrors(target.error)).toEqual({ targetPhone: PHONE_MESSAGE });
    // The order itself, as the server reads it, refuses it as well.
    expect(orderSchema.shape.customer.safeParse({ ...customer, phone: 'abc' }).success).toBe(false);
  });

  it('the voucher check needs a code of the right shape and an address', () => {
    expect(voucherCheckSchema.parse({ voucherCode: 'ec-7kq4 m2xd-9rtb', email: ' a@example.de ' })).toEqual({
      voucherCode: '7KQ4M2XD9RTB',
      email: 'a@example.de',
    });
    const empty = voucherCheckSchema.safeParse({ voucherCode: '', email: 'a@example.de' });
    expect(empty.success).toBe(false);
    if (!empty.success) expect(fieldErrors(empty.error)).toEqual({ voucherCode: voucherMessages.invalid });
    expect(voucherCheckSchema.safeParse({ voucherCode: '7KQ4M2XD9RTB', email: 'kein-mail' }).success).toBe(false);
  });
});
