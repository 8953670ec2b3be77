// What `npm run staff` (scripts/staff.ts) prints: the German help text, and an answer on stdout
// (the message, the sign-in address after create, the account table for list). A refused answer
// becomes a Refusal for stderr.
import { STAFF_ROLE_LABELS } from '../../app/lib/staff-roles.ts';
import type {
  StaffAccountListing,
  StaffCommand,
  StaffCommandAnswer,
} from '../../app/server/staff/staff-command.server.ts';
import { Refusal } from './refusal.ts';

export const USAGE = `Mitarbeiterkonten verwalten (es gibt keine öffentliche Registrierung).

Aufruf: npm run staff -- <Befehl> [Argumente]

Befehle:
  create <E-Mail> --role inhaber|pruefer [--name <Name>]
                                   Konto mit seiner Rolle anlegen (fragt zweimal nach dem Passwort)
  role <E-Mail> inhaber|pruefer    die Rolle eines Kontos ändern (gilt ab seiner nächsten Anfrage)
  reset-password <E-Mail>          neues Passwort setzen; beendet alle Sitzungen des Kontos
  disable <E-Mail>                 Konto sperren; beendet alle Sitzungen des Kontos
  enable <E-Mail>                  gesperrtes Konto wieder freigeben
  list                             alle Konten mit Rolle, Status, zweitem Faktor und letzter Anmeldung
  require-2fa on|off               zweiten Faktor (Authenticator-App) für alle verlangen oder freistellen
  --help                           diese Hilfe

Rollen (bei create immer anzugeben; admin und specialist gehen auch):
  inhaber   alles: Fälle, Umsatz, Kunden, Statistik, CSV-Exporte, Löschung auf Antrag,
            Erstattungen, Test-E-Mail
  pruefer   Fälle bearbeiten: Fälle, Recherche, Notizen, Ergebnisbericht und Ergebnis; kein Umsatz,
            keine Kundenliste, keine Exporte, keine Statistik
Das letzte aktive Inhaber-Konto lässt sich weder zum Prüfer machen noch sperren.

Das Passwort steht nie auf der Befehlszeile. Es wird verdeckt abgefragt (zweimal) oder, wenn die
Standardeingabe kein Terminal ist, aus ihrer ersten Zeile gelesen, z. B. in einem Skript:
  printf '%s\\n' "$PASSWORT" | npm run staff -- create name@example.org --role pruefer
Passwörter: mindestens 12 Zeichen, nicht verbreitet oder leicht zu erraten (z. B. mehrere zufällige Wörter).

Datenbank: dieselbe wie die des Servers (.env, DATA_DIR, DATABASE_URL). Mit der eingebetteten
Datenbank führt ein laufender Server den Befehl aus (über DATA_DIR/staff.sock); läuft keiner, öffnet
der Befehl die Datenbank selbst. Mit PostgreSQL arbeitet er direkt auf der Datenbank.

Exit-Codes: 0 erledigt, 1 abgelehnt (Meldung auf der Fehlerausgabe), 2 falscher Aufruf.`;

/** The sign-in page of the staff area (app/routes.ts). */
const SIGN_IN_PATH = '/conan';

const dateTime = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const formatDate = (iso: string | null) => (iso ? dateTime.format(new Date(iso)) : '–');

function table(accounts: StaffAccountListing[]): string {
  const rows = [
    ['E-Mail', 'Name', 'Rolle', '2FA', 'Status', 'Angelegt', 'Letzte Anmeldung'],
    ...accounts.map((account) => [
      account.email,
      account.name,
      STAFF_ROLE_LABELS[account.role],
      account.twoFactorEnabled ? 'ja' : 'nein',
      account.disabledAt ? `gesperrt seit ${formatDate(account.disabledAt)}` : 'aktiv',
      formatDate(account.createdAt),
      formatDate(account.lastSignInAt),
    ]),
  ];
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => [...(row[column] ?? '')].length))) ?? [];
  return rows
    .map((row) =>
      row
        .map((cell, column) => cell + ' '.repeat((widths[column] ?? 0) - [...cell].length))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

export function print(answer: StaffCommandAnswer, request: StaffCommand, siteUrl: string): void {
  if (!answer.ok) throw new Refusal(answer.message);
  const lines = [answer.message];
  if (request.command === 'create') lines.push(`Anmeldung: ${siteUrl}${SIGN_IN_PATH}`);
  if (request.command === 'list') {
    lines.push(`Zweiter Faktor: ${answer.totpRequired ? 'Pflicht für alle' : 'freiwillig'}.`);
    if (answer.accounts && answer.accounts.length > 0) lines.push('', table(answer.accounts));
  }
  process.stdout.write(`${lines.join('\n')}\n`);
}
