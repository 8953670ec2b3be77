// Mail transports: SMTP (SMTP_URL, nodemailer) or, by default, .eml files in DATA_DIR/mails.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../storage/private-files.server.ts';

export interface MailMessage {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments: { filename: string; content: Buffer; contentType: string }[];
  /** Our outbox id, as Message-ID basis and file name. */
  id: string;
  kind: string;
}

export interface MailTransport {
  send(message: MailMessage): Promise<{ messageId: string }>;
  close(): void;
}

function toNodemailer(message: MailMessage) {
  const domain = /@([^>\s]+)/.exec(message.from)?.[1] ?? 'echtcheck.local';
  return {
    from: message.from,
    to: message.to,
    subject: message.subject,
    html: message.html,
    text: message.text,
    attachments: message.attachments,
    messageId: `<${message.id}@${domain}>`,
    headers: { 'X-Echtcheck-Mail': message.kind },
  };
}

export function createSmtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(message) {
      const info = await transporter.sendMail(toNodemailer(message));
      return { messageId: info.messageId };
    },
    close: () => transporter.close(),
  };
}

/** Writes each mail as an RFC 822 .eml file (readable by any mail program, and by the tests). */
export function createFileTransport(dir: string): MailTransport {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await composer.sendMail(toNodemailer(message));
      // The mails hold customers' addresses and case links: owner-only whatever the umask.
      await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      await writeFile(path.join(dir, `${stamp}-${message.kind}-${message.id}.eml`), info.message as Buffer, {
        mode: PRIVATE_FILE_MODE,
      });
      return { messageId: info.messageId };
    },
    close: () => composer.close(),
  };
}
