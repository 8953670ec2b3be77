// Staff sign-in, step by step: password (then, when the account has one, the second factor: a TOTP
// code or a recovery code). Each step counts against the throttles first, audits its outcome, and
// returns the cookies the route passes on: after a complete sign-in also the device cookie
// (device-cookie.server.ts), with which the password step of a later sign-in from this browser skips
// the account's pace. Messages are German and never say whether an e-mail address has an account.
import { limitKey } from '../abuse/client-address.server.ts';
import { hitLimit } from '../abuse/rate-limit.server.ts';
import type { Db } from '../db/db.server.ts';
import { auditStaff } from './audit.server.ts';
import type { StaffAuth } from './auth.server.ts';
import { issueDeviceCookie, knownDevice } from './device-cookie.server.ts';
import { authHeaders } from './sessions.server.ts';
import {
  clearNetworkAttempts,
  countSignInAttempt,
  perNetworkRule,
  recordSignInFailure,
  recordSignInSuccess,
  throttledMessage,
} from './throttle.server.ts';

export const SIGN_IN_FAILED_MESSAGE = 'E-Mail-Adresse oder Passwort ist falsch.';
export const CODE_FAILED_MESSAGE = 'Der Code ist falsch oder abgelaufen. Bitte versuchen Sie es erneut.';
export const PENDING_EXPIRED_MESSAGE =
  'Die Anmeldung ist abgelaufen. Bitte melden Sie sich erneut mit E-Mail-Adresse und Passwort an.';

export type SignInResult =
  | { kind: 'signed-in'; setCookies: string[] }
  | { kind: 'second-factor'; setCookies: string[] }
  | { kind: 'refused'; status: 400 | 401 | 429; message: string; setCookies?: string[] };

export interface SignInRequest {
  auth: StaffAuth;
  db: Db;
  request: Request;
  clientAddress: string;
  requestId: string;
  /** Password and code checks per client network in 15 minutes (STAFF_SIGN_IN_PER_NETWORK, default 20). */
  networkLimit?: number;
}

/** better-auth's refusals (by name: the library is loaded lazily, see auth.server.ts). */
function isApiError(error: unknown): error is Error {
  return (error as Error | undefined)?.name === 'APIError';
}

function throttled(retryAfterSeconds: number): SignInResult {
  return {
    kind: 'refused',
    status: 429,
    message: throttledMessage(retryAfterSeconds),
  };
}

function audit(db: Db, action: string, input: SignInRequest, details: Record<string, unknown>, staffId?: string) {
  return auditStaff(db, {
    staffId,
    action,
    entityType: 'staff',
    entityId: staffId,
    details,
    requestId: input.requestId,
  });
}

export async function signInWithPassword(input: SignInRequest, email: string, password: string): Promise<SignInResult> {
  const { auth, db, request, clientAddress } = input;
  // The database stores no NUL and no broken UTF-16 (an e-mail of "\u0000" answered 500; found by the
  // security suite's fuzzing): such characters become U+FFFD, an account nobody has, still counted.
  const account = Array.from(email.toWellFormed(), (char) => (char < ' ' || char === '\u007f' ? '\ufffd' : char))
    .join('')
    .trim()
    .toLowerCase();
  const device = await knownDevice(auth, request, account);
  const decision = await countSignInAttempt(db, clientAddress, account, { device, networkLimit: input.networkLimit });
  if (!decision.allowed) {
    await audit(db, 'staff.sign-in.throttled', input, { email: account, reason: decision.reason });
    return throttled(decision.retryAfterSeconds);
  }
  try {
    const response = await auth.api.signInEmail({
      body: { email: account, password, rememberMe: true },
      headers: authHeaders(request, clientAddress),
      asResponse: true,
    });
    const setCookies = response.headers.getSetCookie();
    if (!response.ok) {
      await recordSignInFailure(db, account, input.requestId);
      await audit(db, 'staff.sign-in.failed', input, { email: account, status: response.status });
      return { kind: 'refused', status: 401, message: SIGN_IN_FAILED_MESSAGE };
    }
    const body = (await response.json()) as { twoFactorRedirect?: boolean; user?: { id: string } };
    if (body.twoFactorRedirect) {
      await recordSignInSuccess(db, clientAddress, account, { signedIn: false, device });
      await audit(db, 'staff.sign-in.password-ok', input, { email: account });
      return { kind: 'second-factor', setCookies };
    }
    await recordSignInSuccess(db, clientAddress, account, { signedIn: true, device });
    await audit(
      db,
      'staff.sign-in',
      input,
      { email: account, secondFactor: false, knownDevice: Boolean(device) },
      body.user?.id,
    );
    return { kind: 'signed-in', setCookies: [...setCookies, await issueDeviceCookie(auth, request, account)] };
  } catch (error) {
    if (!isApiError(error)) throw error;
    await recordSignInFailure(db, account, input.requestId);
    await audit(db, 'staff.sign-in.failed', input, { email: account, reason: error.message });
    return { kind: 'refused', status: 401, message: SIGN_IN_FAILED_MESSAGE };
  }
}

/** Codes from an authenticator app: 6 digits; recovery codes: 10 letters and digits, shown with a dash. */
export function normaliseCode(code: string): string {
  return code.replace(/[\s-]/g, '');
}

export async function verifySecondFactor(
  input: SignInRequest,
  kind: 'totp' | 'recovery',
  rawCode: string,
): Promise<SignInResult> {
  const { auth, db, request, clientAddress } = input;
  const code = normaliseCode(rawCode);
  // Per address here; per account better-auth locks the second factor after 10 failures for 15 minutes.
  const perNetwork = await hitLimit(
    db,
    limitKey('staff-second-factor', clientAddress),
    perNetworkRule(input.networkLimit),
  );
  if (!perNetwork.allowed) return throttled(perNetwork.retryAfterSeconds);
  const valid = kind === 'totp' ? /^\d{6}$/.test(code) : /^[A-Za-z0-9]{10}$/.test(code);
  if (!valid) {
    return {
      kind: 'refused',
      status: 400,
      message:
        kind === 'totp'
          ? 'Bitte geben Sie den sechsstelligen Code aus Ihrer Authenticator-App ein.'
          : 'Bitte geben Sie einen Ihrer Wiederherstellungscodes ein (10 Zeichen).',
    };
  }
  const headers = authHeaders(request, clientAddress);
  try {
    // Recovery codes are issued as "abcde-FGHIJ"; typed with or without the dash.
    const response =
      kind === 'totp'
        ? await auth.api.verifyTOTP({ body: { code }, headers, asResponse: true })
        : await auth.api.verifyBackupCode({
            body: { code: `${code.slice(0, 5)}-${code.slice(5)}` },
            headers,
            asResponse: true,
          });
    const setCookies = response.headers.getSetCookie();
    if (!response.ok) {
      const body = (await response.json().catch(() => ({}))) as { code?: string };
      await audit(db, 'staff.second-factor.failed', input, { kind, status: response.status, code: body.code });
      if (response.status === 429) return throttled(15 * 60);
      if (body.code === 'INVALID_TWO_FACTOR_COOKIE') {
        return { kind: 'refused', status: 401, message: PENDING_EXPIRED_MESSAGE, setCookies };
      }
      return { kind: 'refused', status: 401, message: CODE_FAILED_MESSAGE, setCookies };
    }
    const body = (await response.json()) as { user?: { id: string; email: string } };
    const email = body.user?.email;
    // The password step already took its check off the account's pace: only the attempts of the
    // network (or of the known device the password step counted on).
    if (email) await clearNetworkAttempts(db, clientAddress, email, await knownDevice(auth, request, email));
    await audit(db, 'staff.sign-in', input, { email, secondFactor: kind }, body.user?.id);
    const deviceCookie = email ? [await issueDeviceCookie(auth, request, email)] : [];
    return { kind: 'signed-in', setCookies: [...setCookies, ...deviceCookie] };
  } catch (error) {
    if (!isApiError(error)) throw error;
    const errorCode = (error as { body?: { code?: string } }).body?.code;
    await audit(db, 'staff.second-factor.failed', input, { kind, reason: error.message, code: errorCode });
    return { kind: 'refused', status: 401, message: CODE_FAILED_MESSAGE };
  }
}
