// The guarantee voucher (spec §1 and §9, AGB § 11): a case completed without findings earns one free
// check for the same customer. Issued with the result (case-workflow.server.ts), redeemed in the
// checkout's last step (checkout/order.server.ts). Codes: app/lib/voucher-code.ts.
import { randomInt } from 'node:crypto';
import { addYears } from 'date-fns/addYears';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { normalizeVoucherCode, VOUCHER_ALPHABET, VOUCHER_LENGTH } from '#app/lib/voucher-code.ts';
import type { DbOrTx, Tx } from '../db/db.server.ts';
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
  db: DbOrTx,
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
      .values({
        code,
        email: voucherEmail(input.email),
        issuedForCaseId: input.caseId,
        issuedAt: now,
        expiresAt,
      })
      .onConflictDoNothing({ target: vouchers.code })
      .returning({ code: vouchers.code });
    if (inserted.length > 0) return { code, expiresAt };
  }
  throw new Error('no free voucher code after 5 attempts');
}

/** Why a code could not be redeemed; the checkout says it on the field (checkout-schema.ts voucherMessages). */
export type VoucherRefusal =
  | { reason: 'unknown' }
  | { reason: 'other-email' }
  | { reason: 'redeemed' }
  | { reason: 'expired'; expiresAt: Date };

export type RedeemResult = { ok: true; code: string } | ({ ok: false } & VoucherRefusal);

/** The address as vouchers store and compare it: trimmed and lower-cased in JavaScript. */
function voucherEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Whether `code` could be redeemed by `email` now, without redeeming it: the checkout's "Einlösen"
 * (app/routes/api/voucher-check.ts). The order redeems it again in its transaction (redeemVoucher),
 * so this answer is a preview for the customer, never what the price rests on. The reasons come in
 * the same order as redeemVoucher's: the address first, so a stranger holding someone else's code
 * learns nothing more about it.
 */
export async function checkVoucher(
  db: DbOrTx,
  input: { code: string; email: string; now?: Date },
): Promise<RedeemResult> {
  const code = normalizeVoucherCode(input.code);
  if (code === null) return { ok: false, reason: 'unknown' };
  const now = input.now ?? new Date();
  const [voucher] = await db.select().from(vouchers).where(eq(vouchers.code, code));
  if (!voucher) return { ok: false, reason: 'unknown' };
  if (voucher.email !== voucherEmail(input.email)) return { ok: false, reason: 'other-email' };
  if (voucher.redeemedCaseId !== null) return { ok: false, reason: 'redeemed' };
  if (voucher.expiresAt.getTime() <= now.getTime())
    return { ok: false, reason: 'expired', expiresAt: voucher.expiresAt };
  return { ok: true, code };
}

/**
 * Redeems a voucher for `caseId` with one conditional UPDATE: the code exists, is not redeemed, has
 * not expired and belongs to `email`. Of two orders redeeming the same code at the same moment, the
 * second waits for the first's row lock and then finds it redeemed (no second redemption).
 * Run it in the order's transaction, after writing the case; on a refusal, roll that back.
 */
export async function redeemVoucher(
  tx: Tx,
  input: { code: string; email: string; caseId: string; now?: Date },
): Promise<RedeemResult> {
  const code = normalizeVoucherCode(input.code);
  if (code === null) return { ok: false, reason: 'unknown' };
  const now = input.now ?? new Date();
  // Compared with the address lower-cased here, not with SQL lower(): PostgreSQL's lower() depends on
  // the database's locale (ASCII only under "C"), JavaScript's is the one issueVoucher used.
  const email = voucherEmail(input.email);
  const [redeemed] = await tx
    .update(vouchers)
    .set({ redeemedCaseId: input.caseId, redeemedAt: now })
    .where(
      and(
        eq(vouchers.code, code),
        isNull(vouchers.redeemedCaseId),
        gt(vouchers.expiresAt, now),
        eq(vouchers.email, email),
      ),
    )
    .returning({ code: vouchers.code });
  if (redeemed) return { ok: true, code: redeemed.code };

  // Why not: the address first, so a stranger holding someone else's code learns nothing more about it.
  const [voucher] = await tx.select().from(vouchers).where(eq(vouchers.code, code));
  if (!voucher) return { ok: false, reason: 'unknown' };
  if (voucher.email !== email) return { ok: false, reason: 'other-email' };
  if (voucher.redeemedCaseId !== null) return { ok: false, reason: 'redeemed' };
  return { ok: false, reason: 'expired', expiresAt: voucher.expiresAt };
}
