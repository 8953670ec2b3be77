// The operator's staff commands (`npm run staff`), one request in, one answer out: run by the server
// for a request on its control socket (embedded PGlite) or by scripts/staff.ts itself on the database
// (PostgreSQL, or PGlite while no server runs). The answers carry German text for the operator and
// are plain JSON, so they travel over the socket unchanged.
import { z } from 'zod';
import type { Db } from '../db/db.server.ts';
import {
  createStaffAccount,
  disableStaffAccount,
  enableStaffAccount,
  isStaffAccountError,
  isTotpRequired,
  listStaffAccounts,
  resetStaffPassword,
  setStaffRole,
  setTotpRequired,
} from './accounts.server.ts';
import type { StaffAuth } from './auth.server.ts';
import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from './roles.server.ts';

export const STAFF_COMMANDS = ['create', 'reset-password', 'disable', 'enable', 'role', 'list', 'require-2fa'] as const;
export type StaffCommandName = (typeof STAFF_COMMANDS)[number];

const email = z.string().min(1).max(320);
const password = z.string().max(4096);
/** The stored role names (scripts/staff.ts maps "inhaber" and "pruefer" to them). Always named. */
const role = z.enum(STAFF_ROLES);
export const staffCommandSchema = z.discriminatedUnion('command', [
  z.object({ command: z.literal('create'), email, password, role, name: z.string().max(200).optional() }),
  z.object({ command: z.literal('reset-password'), email, password }),
  z.object({ command: z.literal('disable'), email }),
  z.object({ command: z.literal('enable'), email }),
  z.object({ command: z.literal('role'), email, role }),
  z.object({ command: z.literal('list') }),
  z.object({
    command: z.literal('require-2fa'),
    value: z.union([z.boolean(), z.enum(['on', 'off']).transform((v) => v === 'on')]),
  }),
]);
export type StaffCommand = z.input<typeof staffCommandSchema>;

/** One account in the answer to `list`, dates as ISO strings. */
export interface StaffAccountListing {
  email: string;
  name: string;
  role: StaffRole;
  twoFactorEnabled: boolean;
  disabledAt: string | null;
  createdAt: string;
  lastSignInAt: string | null;
}

export type StaffCommandAnswer =
  | { ok: true; message: string; accounts?: StaffAccountListing[]; totpRequired?: boolean }
  | { ok: false; message: string };

export interface StaffCommandContext {
  db: Db;
  /** better-auth, only for the commands that hash a password. */
  auth: () => Promise<StaffAuth>;
}

function sessions(n: number): string {
  return n === 1 ? '1 Sitzung beendet' : `${n} Sitzungen beendet`;
}

/** Runs one command. Refusals (bad request, StaffAccountError) become `{ ok: false }`; other errors are thrown. */
export async function executeStaffCommand(context: StaffCommandContext, input: unknown): Promise<StaffCommandAnswer> {
  const parsed = staffCommandSchema.safeParse(input);
  if (!parsed.success) {
    return {
      ok: false,
      message: `Ungültige Anfrage an die Mitarbeiterverwaltung (${parsed.error.issues[0]?.message}).`,
    };
  }
  try {
    return await runStaffCommand(context, parsed.data);
  } catch (error) {
    if (isStaffAccountError(error)) return { ok: false, message: error.message };
    throw error;
  }
}

/** One parsed command, carried out; StaffAccountError refusals are thrown to the caller. */
async function runStaffCommand(
  context: StaffCommandContext,
  request: ReturnType<typeof staffCommandSchema.parse>,
): Promise<StaffCommandAnswer> {
  const { db } = context;
  switch (request.command) {
    case 'create': {
      const account = await createStaffAccount(
        await context.auth(),
        db,
        request.email,
        request.password,
        request.name,
        request.role,
      );
      return {
        ok: true,
        message: `Konto angelegt: ${account.email} (Name: ${account.name}, Rolle: ${STAFF_ROLE_LABELS[account.role]}).`,
      };
    }
    case 'reset-password': {
      const result = await resetStaffPassword(await context.auth(), db, request.email, request.password);
      return { ok: true, message: `Passwort geändert: ${result.email} (${sessions(result.sessionsEnded)}).` };
    }
    case 'disable': {
      const result = await disableStaffAccount(db, request.email);
      const ended = result.sessionsEnded > 0 ? ` (${sessions(result.sessionsEnded)})` : '';
      return {
        ok: true,
        message: result.changed
          ? `Konto gesperrt: ${result.email} (${sessions(result.sessionsEnded)}).`
          : `Das Konto ${result.email} war bereits gesperrt${ended}.`,
      };
    }
    case 'enable': {
      const result = await enableStaffAccount(db, request.email);
      return {
        ok: true,
        message: result.changed
          ? `Konto wieder freigegeben: ${result.email}.`
          : `Das Konto ${result.email} ist nicht gesperrt.`,
      };
    }
    case 'role': {
      const result = await setStaffRole(db, request.email, request.role);
      const label = STAFF_ROLE_LABELS[result.role];
      return {
        ok: true,
        message: result.changed
          ? `Rolle geändert: ${result.email} ist jetzt ${label} (vorher ${STAFF_ROLE_LABELS[result.previous]}). Das gilt ab der nächsten Anfrage des Kontos.`
          : `Das Konto ${result.email} hat bereits die Rolle ${label}.`,
      };
    }
    case 'list':
      return accountList(db);
    case 'require-2fa': {
      await setTotpRequired(db, request.value);
      return {
        ok: true,
        totpRequired: request.value,
        message: request.value
          ? 'Zweiter Faktor ist jetzt für alle Mitarbeiterkonten Pflicht: Wer noch keinen eingerichtet hat, richtet ihn nach der nächsten Anmeldung ein.'
          : 'Zweiter Faktor ist jetzt freiwillig.',
      };
    }
  }
}

/** The answer to `list`: every account, and whether a second factor is required. */
async function accountList(db: Db): Promise<StaffCommandAnswer> {
  const accounts = await listStaffAccounts(db);
  return {
    ok: true,
    message:
      accounts.length === 0
        ? 'Es gibt noch kein Mitarbeiterkonto.'
        : accounts.length === 1
          ? '1 Mitarbeiterkonto.'
          : `${accounts.length} Mitarbeiterkonten.`,
    totpRequired: await isTotpRequired(db),
    accounts: accounts.map((account) => ({
      email: account.email,
      name: account.name,
      role: account.role,
      twoFactorEnabled: account.twoFactorEnabled,
      disabledAt: account.disabledAt?.toISOString() ?? null,
      createdAt: account.createdAt.toISOString(),
      lastSignInAt: account.lastSignInAt?.toISOString() ?? null,
    })),
  };
}
