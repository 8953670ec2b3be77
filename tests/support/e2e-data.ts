// The browser tests' server data: the settings that reach its data folder and database (for
// `npm run staff`), and the .eml files it writes (no SMTP_URL: DATA_DIR/mails), read back.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export const mailsDir = () => path.join(process.env.E2E_DATA_DIR ?? '', 'mails');

export function e2eEnv(): Record<string, string> {
  return {
    DATA_DIR: process.env.E2E_DATA_DIR ?? '',
    ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
  };
}

/** The plain-text part of an .eml file, quoted-printable decoded. */
export function plainText(eml: string): string {
  const part = eml.split(/Content-Type: text\/plain[^\n]*\n/)[1] ?? '';
  const body = part.split(/\n--/)[0] ?? '';
  const encoded = /Content-Transfer-Encoding: quoted-printable/i.test(part.slice(0, 200));
  const content = body.replace(/^(Content-[^\n]*\n)*\n?/, '');
  if (!encoded) return content;
  const bytes = content.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => `%${hex}`);
  try {
    return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/g, '%25'));
  } catch {
    return bytes;
  }
}

export async function mailTo(address: string, subject: RegExp): Promise<string | undefined> {
  const files = await readdir(mailsDir()).catch(() => []);
  for (const file of files) {
    const content = await readFile(path.join(mailsDir(), file), 'utf8');
    if (content.includes(`To: ${address}`) && subject.test(content)) return content;
  }
  return undefined;
}

/** The plain text of the mail to `address` whose text contains `phrase` (subjects are encoded), once written. */
export async function mailTextTo(address: string, phrase: string): Promise<string | undefined> {
  for (const file of await readdir(mailsDir()).catch(() => [])) {
    const eml = await readFile(path.join(mailsDir(), file), 'utf8');
    if (!eml.includes(`To: ${address}`)) continue;
    const text = plainText(eml);
    if (text.includes(phrase)) return text;
  }
  return undefined;
}
