// A staff member's own second factor (TOTP), from the account page: set up (password, then a QR code
// and ten recovery codes shown once), confirm with a code from the app, turn off (password). The
// secrets are kept encrypted by better-auth; every step is audited. Every password and code check
// here counts against the sign-in throttle (throttle.server.ts): a stolen session must not become a
// way to guess the password and then turn the second factor off. From a known device (the browser's
// device cookie, device-cookie.server.ts) a check is counted per device instead of on the account's
// pace, as at the sign-in.
import QRCode from 'qrcode';
import type { Db } from '../db/db.server.ts';
import { auditStaff } from './audit.server.ts';
import type { StaffAuth } from './auth.server.ts';
import { isTotpRequired } from './auth.server.ts';
import { knownDevice } from './device-cookie.server.ts';
import { authHeaders } from './sessions.server.ts';
import { normaliseCode } from './sign-in.server.ts';
import { countSignInAttempt, recordSignInFailure, recordSignInSuccess, throttledMessage } from './throttle.server.ts';

export interface TwoFactorInput {
  auth: StaffAuth;
  db: Db;
  request: Request;
  clientAddress: string;
  requestId: string;
  staffId: string;
  /** The staff member's e-mail address: the account the throttle counts against. */
  email: string;
  /** Password and code checks per client network in 15 minutes (STAFF_SIGN_IN_PER_NETWORK). */
  networkLimit?: number;
}

export interface TwoFactorChange {
  ok: boolean;
  message: string;
  /** 429 when the check was throttled, otherwise not set. */
  status?: 429;
  /** Set-Cookie values of a renewed session (empty when nothing changed). */
  setCookies?: string[];
}

export type EnrolmentStart =
  | {
      ok: true;
      /** The QR code as inline SVG markup (generated here, no request to any service). */
      qrSvg: string;
      /** The secret for typing into an app by hand (base32, from the otpauth URI). */
      secret: string;
      recoveryCodes: string[];
      /** better-auth may renew the session cookie on a change of the second factor: pass these on. */
      setCookies: string[];
    }
  | { ok: false; message: string; status?: 429 };

/** Counts the check against the throttle; a German refusal when it must wait. */
async function throttle(input: TwoFactorInput): Promise<{ ok: false; message: string; status: 429 } | null> {
  const device = await knownDevice(input.auth, input.request, input.email);
  const decision = await countSignInAttempt(input.db, input.clientAddress, input.email, {
    device,
    networkLimit: input.networkLimit,
  });
  if (decision.allowed) return null;
  await auditStaff(input.db, {
    staffId: input.staffId,
    action: 'staff.two-factor.throttled',
    entityType: 'staff',
    entityId: input.staffId,
    details: { reason: decision.reason },
    requestId: input.requestId,
  });
  return { ok: false, message: throttledMessage(decision.retryAfterSeconds, 'Versuche'), status: 429 };
}

function failed(input: TwoFactorInput) {
  return recordSignInFailure(input.db, input.email, input.requestId);
}

async function succeeded(input: TwoFactorInput) {
  const device = await knownDevice(input.auth, input.request, input.email);
  return recordSignInSuccess(input.db, input.clientAddress, input.email, { signedIn: true, device });
}

function audit(input: TwoFactorInput, action: string) {
  return auditStaff(input.db, {
    staffId: input.staffId,
    action,
    entityType: 'staff',
    entityId: input.staffId,
    requestId: input.requestId,
  });
}

function errorCode(error: unknown): string {
  const body = (error as { body?: { code?: string } } | undefined)?.body;
  return body?.code ?? (error as Error | undefined)?.message ?? 'unknown';
}

export async function startEnrolment(input: TwoFactorInput, password: string): Promise<EnrolmentStart> {
  const throttled = await throttle(input);
  if (throttled) return throttled;
  try {
    const { response: result, headers } = await input.auth.api.enableTwoFactor({
      body: { password },
      headers: authHeaders(input.request, input.clientAddress),
      returnHeaders: true,
    });
    if (!('totpURI' in result)) throw new Error('two-factor enable answered without a TOTP URI');
    const secret = new URL(result.totpURI).searchParams.get('secret') ?? '';
    const qrSvg = await QRCode.toString(result.totpURI, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
    await succeeded(input);
    await audit(input, 'staff.two-factor.enrolment-started');
    return { ok: true, qrSvg, secret, recoveryCodes: result.backupCodes, setCookies: headers.getSetCookie() };
  } catch (error) {
    const code = errorCode(error);
    if (code === 'TOTP_ALREADY_ENABLED') return { ok: false, message: 'Die Zwei-Faktor-Anmeldung ist bereits aktiv.' };
    await failed(input);
    await audit(input, 'staff.two-factor.password-failed');
    return { ok: false, message: 'Das Passwort ist falsch.' };
  }
}

export async function confirmEnrolment(input: TwoFactorInput, rawCode: string): Promise<TwoFactorChange> {
  const code = normaliseCode(rawCode);
  if (!/^\d{6}$/.test(code)) {
    return { ok: false, message: 'Bitte geben Sie den sechsstelligen Code aus Ihrer Authenticator-App ein.' };
  }
  const throttled = await throttle(input);
  if (throttled) return throttled;
  try {
    // Turning the factor on replaces the session (new row, new cookie): the old cookie stops working.
    const { headers } = await input.auth.api.verifyTOTP({
      body: { code },
      headers: authHeaders(input.request, input.clientAddress),
      returnHeaders: true,
    });
    await succeeded(input);
    await audit(input, 'staff.two-factor.enabled');
    return { ok: true, message: 'Die Zwei-Faktor-Anmeldung ist jetzt aktiv.', setCookies: headers.getSetCookie() };
  } catch {
    await failed(input);
    await audit(input, 'staff.two-factor.confirm-failed');
    return {
      ok: false,
      message:
        'Der Code passt nicht. Prüfen Sie, ob die Uhrzeit Ihres Telefons stimmt, und geben Sie den aktuellen Code ein.',
    };
  }
}

export async function disableTwoFactor(input: TwoFactorInput, password: string): Promise<TwoFactorChange> {
  if (await isTotpRequired(input.db)) {
    return {
      ok: false,
      message: 'Die Zwei-Faktor-Anmeldung ist für alle Mitarbeiter vorgeschrieben und kann nicht abgeschaltet werden.',
    };
  }
  const throttled = await throttle(input);
  if (throttled) return throttled;
  try {
    const { headers } = await input.auth.api.disableTwoFactor({
      body: { password },
      headers: authHeaders(input.request, input.clientAddress),
      returnHeaders: true,
    });
    await succeeded(input);
    await audit(input, 'staff.two-factor.disabled');
    return { ok: true, message: 'Die Zwei-Faktor-Anmeldung ist abgeschaltet.', setCookies: headers.getSetCookie() };
  } catch {
    await failed(input);
    await audit(input, 'staff.two-factor.password-failed');
    return { ok: false, message: 'Das Passwort ist falsch.' };
  }
}
