// The case history shows German text, never an audit key: every action the code writes has a label
// in ACTION_LABELS, collected here from the sources (app/ and scripts/, tests left out), and an
// action without one reads "Sonstige Aktion".
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACTION_LABELS, actionLabel, UNKNOWN_ACTION_LABEL } from './case-workflow-view.server.ts';

const root = join(import.meta.dirname, '..', '..', '..');

/** Every source file under app/ and scripts/ except tests and the labels' file, with its text. */
function sources(): { file: string; text: string }[] {
  return ['app', 'scripts'].flatMap((dir) =>
    readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
      .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
      .map((name) => ({ file: `${dir}/${name}`, text: readFileSync(join(root, dir, name), 'utf8') }))
      // The labels themselves are no place an action is written.
      .filter(({ file }) => file !== 'app/server/casework/case-workflow-view.server.ts'),
  );
}

/** The text without comment lines (comments name actions in passing, `case.image.reverse-search`). */
function code(text: string): string {
  return text
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line))
    .join('\n');
}

/** An action: lower-case words joined by dots ('case.file.clean-copy', 'staff.sign-in'). */
const ACTION = String.raw`[a-z]+(?:\.[a-z][a-z0-9-]*)+`;
const quoted = (body: string) => new RegExp(`['"\`](${body})['"\`]`, 'g');

/**
 * The actions written to the audit log, found where the code writes them:
 * - `action: …` of an insert or of auditStaff, literals and constants (`action: TEST_MAIL_SENT`,
 *   `action: required ? 'staff.two-factor.required' : …`);
 * - the second argument of a file's own audit helper (`audit(db, 'staff.sign-in.failed', …)`);
 * - any other literal of an audit namespace ('case.', 'staff.', 'payment.', …), so that an action
 *   passed on another way (the status page's downloads: `action: request.action`) is found too.
 */
function writtenActions(): Map<string, string> {
  const files = sources().map(({ file, text }) => ({ file, text: code(text) }));
  const constants = new Map<string, string>();
  for (const { text } of files)
    for (const [, name, value] of text.matchAll(new RegExp(`const ([A-Z][A-Z0-9_]*) = '(${ACTION})'`, 'g')))
      if (name && value) constants.set(name, value);

  const found = new Map<string, string>();
  const add = (action: string, file: string) => {
    if (!found.has(action)) found.set(action, file);
  };
  for (const { file, text } of files) {
    for (const [, expression = ''] of text.matchAll(/\baction:\s*([^,\n}]+)/g)) {
      for (const [, action] of expression.matchAll(quoted(ACTION))) if (action) add(action, file);
      for (const [name] of expression.matchAll(/\b[A-Z][A-Z0-9_]+\b/g)) {
        const value = constants.get(name);
        if (value) add(value, file);
      }
    }
    for (const [, action] of text.matchAll(new RegExp(`\\baudit\\w*\\(\\s*[\\w.]+,\\s*['"\`](${ACTION})['"\`]`, 'g')))
      if (action) add(action, file);
  }
  // Literals of the namespaces found above, wherever they stand.
  const namespaces = new Set([...found.keys()].map((action) => action.split('.')[0]));
  for (const { file, text } of files)
    for (const [, action] of text.matchAll(quoted(ACTION)))
      if (action && namespaces.has(action.split('.')[0]) && !NOT_ACTIONS.has(action)) add(action, file);
  return found;
}

/** Literals of an audit namespace that are no audit action. */
const NOT_ACTIONS = new Map([
  // The file name of the staff command's socket (app/server/staff/control-socket.server.ts).
  ['staff.sock', 'a file name'],
]);

describe('the case history’s labels', () => {
  const written = writtenActions();

  it('finds the actions wherever they are written', () => {
    for (const action of [
      'case.file.clean-copy', // auditStaff({ action: 'case.file.clean-copy' })
      'case.refund.provider-status', // a ternary
      'mail.test-sent', // a constant
      'payment.debit-failed', // a constant of another file
      'staff.sign-in', // the file's own audit helper, arguments on their own lines
      'staff.two-factor.enabled', // audit(input, …)
      'status.report.downloaded', // passed on as request.action
      'case.details.viewed',
    ])
      expect([...written.keys()]).toContain(action);
    expect(written.size).toBeGreaterThan(60);
  });

  it('gives every action the code writes a German label', () => {
    const missing = [...written].filter(([action]) => !(action in ACTION_LABELS)).map(([a, file]) => `${a} (${file})`);
    expect(missing).toEqual([]);
  });

  it('no label shows a key', () => {
    for (const [action, label] of Object.entries(ACTION_LABELS)) {
      expect(label, action).not.toMatch(new RegExp(ACTION));
      expect(actionLabel(action, null), action).not.toMatch(new RegExp(ACTION));
    }
  });

  it('the clean copy names its file, like the other file actions', () => {
    expect(actionLabel('case.file.clean-copy', { documentId: 'd', fileName: 'profilbild.jpg' })).toBe(
      'Kopie ohne Metadaten heruntergeladen: profilbild.jpg',
    );
  });

  it('an action without a label reads "Sonstige Aktion", never the key', () => {
    expect(UNKNOWN_ACTION_LABEL).toBe('Sonstige Aktion');
    for (const [action, details] of [
      ['case.something-new', null],
      ['case.file.renamed', { fileName: 'chat.txt' }],
      ['case.identifier.merged', { kind: 'phone' }],
      ['payment.something', { outcome: 'completed-no-findings' }],
    ] as const) {
      const label = actionLabel(action, details);
      expect(label.startsWith(UNKNOWN_ACTION_LABEL), action).toBe(true);
      expect(label, action).not.toContain(action);
      expect(label, action).not.toMatch(/\b(case|payment)\./);
    }
  });
});
