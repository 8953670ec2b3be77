// A complete, valid order as the browser sends it (spec §3 "Checkout form data").
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

export const FIXTURES = path.resolve(import.meta.dirname, '..', 'fixtures');

export function fixture(name: string): Promise<Buffer> {
  return readFile(path.join(FIXTURES, name));
}

export async function* chunks(buffer: Uint8Array, size = 64 * 1024): AsyncGenerator<Uint8Array> {
  for (let offset = 0; offset < buffer.byteLength; offset += size) yield buffer.subarray(offset, offset + size);
}

export function validOrder(overrides: Record<string, unknown> = {}) {
  return {
    checkoutId: randomUUID(),
    service: 'dating-app-schutz',
    customer: { firstName: 'Erika', lastName: 'Mustermann', email: 'erika.mustermann@example.de', phone: '' },
    target: {
      targetName: 'Daniel Weber',
      targetPlatforms: ['Tinder', 'WhatsApp'],
      targetUsername: 'daniel_w',
      targetProfileUrl: 'tinder.com/@daniel_w',
      targetEmail: '',
      targetPhone: '',
    },
    additional: {
      orderedFor: 'self',
      residence: 'BE',
      payments: ['none'],
      chatContent: 'Er schreibt seit drei Wochen jeden Tag und will jetzt 2.000 € für ein Flugticket.',
      suspicionReason: 'Keine Videoanrufe, Geldforderung.',
    },
    legal: {
      purposes: ['Schutz vor Betrug', 'Vorbeugung gegen Romance Scam'],
      relation: 'online',
      description:
        'Ich habe Daniel vor drei Wochen auf Tinder kennengelernt. Er möchte kein Videotelefonat und bittet mich jetzt um Geld für ein Flugticket. Ich möchte wissen, ob sein Profil echt ist.',
      berechtigtesInteresse: true,
      agbAccepted: true,
      privacyAccepted: true,
      ageConfirmed: true,
      earlyStart: true,
    },
    documentIds: [] as string[],
    ...overrides,
  };
}
