// The key to a customer's status page /auftrag/{token} (app/routes/case-status.tsx): 192 random bits,
// base64url, written with the case in the order transaction. Whoever holds the link sees the status,
// the result and the documents of that one order; nothing else.
import { randomBytes } from 'node:crypto';

export function newStatusToken(): string {
  return randomBytes(24).toString('base64url');
}

/** A well-formed token (32 base64url characters, or the 64 hex characters of cases migrated in 0005). */
export function isStatusToken(value: string): boolean {
  return /^[A-Za-z0-9_-]{32}$/.test(value) || /^[0-9a-f]{64}$/.test(value);
}
