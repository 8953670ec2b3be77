// What the suite's global setup made on the shared server (global-setup.ts), handed to every test
// file through vitest's provide/inject: the server's address and process id, the seeded case with
// its marker strings, and staff sessions in every state (valid, of another account, expired,
// over-age, revoked).
import { inject } from 'vitest';

export interface StaffCredentials {
  email: string;
  password: string;
}

export interface World {
  base: string;
  pid: number;
  dataDir: string;
  databaseUrl: string | undefined;
  caseId: string;
  statusToken: string;
  paymentSessionId: string;
  clientId: string;
  documentIds: string[];
  reportId: string;
  /** Strings that only the seeded case's data contains; none may reach a visitor without a session. */
  markers: string[];
  /** Admins (Inhaber). */
  staffA: StaffCredentials;
  staffB: StaffCredentials;
  /** A specialist (Prüfer): the role sweep (role-guard.test.ts). */
  specialist: StaffCredentials;
  /** `name=value` cookie pairs. */
  cookies: {
    /** Staff A, used by the tests that need a session. */
    valid: string;
    /** A second session of staff A (another browser). */
    validSecond: string;
    /** Staff B. */
    staffB: string;
    /** Idle expiry passed (expires_at in the past). */
    expired: string;
    /** Signed in longer ago than STAFF_SESSION_MAX_HOURS. */
    overAge: string;
    /** Signed out (/conan/abmelden). */
    revoked: string;
    /** An account of its own for the fuzzing of the account page (its wrong passwords pace it). */
    accountFuzz: string;
    /** The specialist (Prüfer). */
    specialist: string;
  };
  /** The session row id of cookies.valid (file links are bound to it). */
  validSessionId: string;
  /** File links the case details issued to cookies.valid. */
  fileLinks: string[];
  /** Another customer's cases, one per state a re-sent order could meet, with their status tokens. */
  victims: { status: 'pending' | 'paid' | 'withdrawn' | 'completed'; caseId: string; statusToken: string }[];
  /** The contact data those cases were ordered with. */
  victimCustomer: { firstName: string; lastName: string; email: string; phone: string };
}

declare module 'vitest' {
  export interface ProvidedContext {
    world: World;
  }
}

export function world(): World {
  return inject('world');
}
