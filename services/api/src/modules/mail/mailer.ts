import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '../../logger.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** `<id@domain>`; the outbox fixes it per mail, so a retried send is recognisably the same mail. */
  messageId?: string;
}

export interface Mailer {
  /** `outbox`: no SMTP server configured; mail is written to files so the flows work on a fresh machine. */
  readonly delivery: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}

export interface MailerOptions {
  smtpUrl?: string;
  mailFrom: string;
  dataDir: string;
}

export function outboxDir(dataDir: string): string {
  return path.join(dataDir, 'outbox');
}

function smtpMailer(smtpUrl: string, from: string, logger: Logger): Mailer {
  // A dead mail server must not hold the outbox worker for minutes. A slow one that takes up to a minute to
  // accept a message is waited for: giving up earlier would send the mail twice (docs/faults.md, fault 4).
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 60_000,
  });
  return {
    delivery: 'smtp',
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      logger.info({ messageId: info.messageId, subject: message.subject }, 'mail sent');
    },
  };
}

/**
 * Each mail becomes `<stamp>.eml` (the real MIME message) and `<stamp>.json` (easy for people and tests to read).
 * Each file is written beside the folder first and then renamed into it, so a reader never finds half a mail.
 */
function outboxMailer(dir: string, from: string, logger: Logger): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const writing = `${dir}.writing`;
  async function put(name: string, content: Buffer | string): Promise<void> {
    await writeFile(path.join(writing, name), content);
    await rename(path.join(writing, name), path.join(dir, name));
  }
  return {
    delivery: 'outbox',
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      await Promise.all([mkdir(dir, { recursive: true }), mkdir(writing, { recursive: true })]);
      const stamp = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}`;
      await put(`${stamp}.eml`, info.message as Buffer);
      const json = { from, ...message, date: new Date().toISOString() };
      await put(`${stamp}.json`, `${JSON.stringify(json, null, 2)}\n`);
      logger.info({ file: path.join(dir, `${stamp}.eml`), subject: message.subject }, 'mail written to the outbox (SMTP_URL is not set)');
    },
  };
}

export function createMailer({ smtpUrl, mailFrom, dataDir }: MailerOptions, logger: Logger): Mailer {
  return smtpUrl ? smtpMailer(smtpUrl, mailFrom, logger) : outboxMailer(outboxDir(dataDir), mailFrom, logger);
}
