// "Vertrag widerrufen" (§ 356a BGB): name, contract identification and e-mail for the confirmation.
// The order number is optional: without it, name and e-mail address identify the contract
// (app/server/withdrawals/withdrawal.server.ts). An empty order number stays the empty string.

import { text } from './checkout-schema.ts';
import { z } from './zod.ts';

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

export const withdrawalSchema = z.object({
  name: z.preprocess(trimmed, text().min(2, { error: 'Bitte geben Sie Ihren Namen an.' }).max(200)),
  orderReference: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
    z.string().regex(/^(?:[0-9a-f-]{8,36})?$/, {
      error:
        'Die Auftragsnummer besteht aus 8 Zeichen (Ziffern und Buchstaben a–f), z. B. 3f9c2a1b. Sie steht in Ihrer Buchungsbestätigung. Haben Sie sie nicht zur Hand, lassen Sie das Feld leer.',
    }),
  ),
  email: z.preprocess(trimmed, z.email({ error: 'Gültige E-Mail-Adresse erforderlich' }).max(254)),
});

export type WithdrawalInput = z.output<typeof withdrawalSchema>;
