// The password for `npm run staff` create and reset-password (scripts/staff.ts): asked for twice at a
// hidden terminal prompt, or read from the first line of standard input when that is not a terminal,
// and checked against the password policy before anything is sent to the database.
import { Refusal } from './refusal.ts';

/** Reads one line from the terminal without showing it. */
function askHidden(prompt: string): Promise<string> {
  const stdin = process.stdin;
  process.stderr.write(prompt);
  return new Promise((resolve, reject) => {
    let value = '';
    const finish = () => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stderr.write('\n');
    };
    const onData = (chunk: string) => {
      // Arrow and function keys arrive as escape sequences: not part of a password.
      if (chunk.startsWith('\u001b')) return;
      for (const char of chunk) {
        if (char === '\r' || char === '\n') {
          finish();
          resolve(value);
          return;
        }
        if (char === '\u0003' || (char === '\u0004' && value === '')) {
          finish();
          reject(new Refusal('Abgebrochen.'));
          return;
        }
        if (char === '\u007f' || char === '\b') value = [...value].slice(0, -1).join('');
        else if (char === '\u0015') value = '';
        else if (char >= ' ') value += char;
      }
    };
    stdin.setEncoding('utf8');
    stdin.setRawMode(true);
    stdin.resume();
    stdin.on('data', onData);
  });
}

/** The first line of standard input (scripts and tests); at most 8 KB are read. */
async function firstLineOfStdin(): Promise<string> {
  let data = '';
  process.stdin.setEncoding('utf8');
  for await (const chunk of process.stdin) {
    data += chunk as string;
    if (data.includes('\n') || data.length > 8192) break;
  }
  return (data.split('\n')[0] ?? '').replace(/\r$/, '');
}

/** The password for `email`, checked against the policy here already (the accounts module checks again). */
export async function readPassword(email: string): Promise<string> {
  const { checkPassword } = await import('../../app/server/staff/password-policy.server.ts');
  if (!process.stdin.isTTY) {
    const password = await firstLineOfStdin();
    if (!password) {
      throw new Refusal('Kein Passwort erhalten: Die erste Zeile der Standardeingabe muss das Passwort enthalten.');
    }
    const check = checkPassword(password, { email });
    if (!check.ok) throw new Refusal(check.message);
    return password;
  }
  for (let attempt = 1; ; attempt++) {
    const password = await askHidden(`Neues Passwort für ${email}: `);
    const check = checkPassword(password, { email });
    if (!check.ok) {
      if (attempt === 3) throw new Refusal(check.message);
      process.stderr.write(`${check.message}\n`);
      continue;
    }
    if ((await askHidden('Passwort wiederholen: ')) === password) return password;
    if (attempt === 3) throw new Refusal('Die beiden Eingaben stimmen nicht überein.');
    process.stderr.write('Die beiden Eingaben stimmen nicht überein. Bitte noch einmal.\n');
  }
}
