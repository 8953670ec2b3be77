// A TOTP code works once (RFC 6238 §5.2: "the verifier MUST NOT accept the second attempt of the
// same OTP after the successful validation has been issued for the first OTP"). better-auth accepts
// the code of the current 30-second step and of one step either side, and keeps no record of
// accepted codes; so before every TOTP verification (a before-hook on its verify-totp endpoint, see
// auth.server.ts: sign-in, confirming the set-up, any later use) we find the step the code belongs to
// and record it as used, compare-and-set in one UPDATE: of two requests with the same code, even at
// the same moment on two instances, only one gets the row back. A code of that step or an earlier
// one is then refused like a wrong code.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../db/db.server.ts';
import { staffTwoFactors } from '../db/schema.server.ts';

export const TOTP_PERIOD_MS = 30_000;
/** As better-auth's verification: the current step and one step either side (clock drift). */
const TOTP_WINDOW = 1;

export function totpStep(now = Date.now()): number {
  return Math.floor(now / TOTP_PERIOD_MS);
}

/** RFC 4226 HOTP with 6 digits; the key is the secret as better-auth keeps it (UTF-8 bytes). */
function hotp(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const digest = createHmac('sha1', Buffer.from(secret, 'utf8')).update(counter).digest();
  const offset = (digest.at(-1) ?? 0) & 15;
  return String((digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/**
 * The time step a code belongs to among those better-auth would accept now, or null when it fits
 * none (a wrong code, left to better-auth to refuse and count). The latest matching step wins.
 */
export function matchingTotpStep(secret: string, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const current = totpStep(now);
  for (let step = current + TOTP_WINDOW; step >= current - TOTP_WINDOW; step--) {
    if (timingSafeEqual(Buffer.from(hotp(secret, step)), Buffer.from(code))) return step;
  }
  return null;
}

/**
 * Records `step` as the staff member's last accepted TOTP step unless it, or a later one, was
 * accepted before. True when this call recorded it (the code may be used), false for a reuse.
 */
export async function claimTotpStep(db: Db, userId: string, step: number): Promise<boolean> {
  const claimed = await db
    .update(staffTwoFactors)
    .set({ lastTotpStep: step })
    .where(
      and(
        eq(staffTwoFactors.userId, userId),
        or(isNull(staffTwoFactors.lastTotpStep), lt(staffTwoFactors.lastTotpStep, step)),
      ),
    )
    .returning({ id: staffTwoFactors.id });
  return claimed.length > 0;
}

/** The staff member's TOTP secret as stored (encrypted), for the hook to decrypt. */
export async function storedTotpSecret(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ secret: staffTwoFactors.secret })
    .from(staffTwoFactors)
    .where(eq(staffTwoFactors.userId, userId));
  return row?.secret ?? null;
}
