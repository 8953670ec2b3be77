import { describe, expect, it } from 'vitest';
import { berechtigtesInteressePage } from '#app/content/legal.ts';
import {
  customerSchema,
  fieldErrors,
  legalSchema,
  orderSchema,
  permittedPurposes,
  stepOfServerErrors,
  summarySchema,
  targetSchema,
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
    }
    const ok = {
      purposes: ['Schutz vor Betrug'],
      description: 'x'.repeat(150),
      berechtigtesInteresse: true,
      agbAccepted: true,
      privacyAccepted: true,
      ageConfirmed: true,
      earlyStart: true,
    };
    expect(legalSchema.safeParse(ok).success).toBe(true);
    expect(legalSchema.safeParse({ ...ok, description: 'x'.repeat(301) }).success).toBe(false);
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
});
