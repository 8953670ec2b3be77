import { describe, expect, it } from 'vitest';
import { berechtigtesInteressePage } from '#app/content/legal.ts';
import { customerSchema, fieldErrors, legalSchema, permittedPurposes, targetSchema } from './checkout-schema.ts';

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
});
