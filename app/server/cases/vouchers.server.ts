// The guarantee voucher (spec §1 and §9, AGB § 11): a case completed without findings earns one free
// check for the same customer. Issued with the result (case-workflow.server.ts), redeemed in the
// checkout's last step (checkout/order.server.ts). Codes: app/lib/voucher-code.ts.
import { randomInt } from 'node:crypto';
import { addYears } from 'date-fns/addYears';
import { eq } from 'drizzle-orm';
import { VOUCHER_ALPHABET, VOUCHER_LENGTH } from '#app/lib/voucher-code.ts';
import type { Db } from '../db/db.server.ts';
import { vouchers } from '../db/schema.server.ts';

/**
 * How long a voucher can be redeemed: three years, the regular limitation period (§ 195 BGB); a
 * shorter term in standard terms risks being void (§ 307 BGB). Decision record 013.
 */
export const VOUCHER_VALID_YEARS = 3;

export interface IssuedVoucher {
  code: string;
  expiresAt: Date;
}

function randomCode(): string {
  let code = '';
  for (let i = 0; i < VOUCHER_LENGTH; i++) code += VOUCHER_ALPHABET[randomInt(VOUCHER_ALPHABET.length)];
  return code;
}

/**
 * The voucher for a case completed without findings; one per case (a second call returns the first).
 * Run it in the transaction that completes the case.
 */
export async function issueVoucher(
  db: Db,
  input: { caseId: string; email: string; now?: Date },
): Promise<IssuedVoucher> {
  const [existing] = await db.select().from(vouchers).where(eq(vouchers.issuedForCaseId, input.caseId));
  if (existing) return { code: existing.code, expiresAt: existing.expiresAt };
  const now = input.now ?? new Date();
  const expiresAt = addYears(now, VOUCHER_VALID_YEARS);
  // 32^12 = 2^60 codes: a collision is practically impossible, but a retry costs nothing.
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = randomCode();
    const inserted = await db
      .insert(vouchers)
      .values({ code, email: input.email.trim().toLowerCase(), issuedForCaseId: input.caseId, issuedAt: now, expiresAt })
      .onConflictDoNothing({ target: vouchers.code })
      .returning({ code: vouchers.code });
    if (inserted.length > 0) return { code, expiresAt };
  }
  throw new Error('no free voucher code after 5 attempts');
}
