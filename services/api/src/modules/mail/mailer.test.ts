import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { createLogger } from '../../logger.js';
import { createMailer, outboxDir } from './mailer.js';
import { passwordResetMail } from './password-reset.mail.js';

const logger = createLogger('silent');
const mail = passwordResetMail({
  to: 'lena@example.org',
  accounts: [{ username: 'lena<b>', link: 'https://learn.example.org/reset-password#token=abc&email=lena%40example.org' }],
  minutesValid: 30,
  contactUrl: 'https://learn.example.org/contact',
  locale: 'en',
});

describe('mailer', () => {
  it('delivers over SMTP when SMTP_URL is set', async () => {
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      onData(stream, _session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          received.push(data);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.server.address() as AddressInfo;
      const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: 'Team <team@example.org>', dataDir: '/nonexistent' }, logger);
      expect(mailer.delivery).toBe('smtp');
      await mailer.send(mail);
      expect(received).toHaveLength(1);
      expect(received[0]).toMatch(/^Subject: Reset your password$/m);
      expect(received[0]).toMatch(/^To: lena@example.org$/m);
      expect(received[0]).toContain('Team <team@example.org>');
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('writes .eml and .json files to <DATA_DIR>/outbox without SMTP_URL', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'outbox-test-'));
    try {
      const mailer = createMailer({ mailFrom: 'Team <team@example.org>', dataDir }, logger);
      expect(mailer.delivery).toBe('outbox');
      await mailer.send(mail);
      const files = readdirSync(outboxDir(dataDir)).sort();
      expect(files.map((name) => path.extname(name))).toEqual(['.eml', '.json']);
      const json = JSON.parse(readFileSync(path.join(outboxDir(dataDir), files[1]!), 'utf8'));
      expect(json).toMatchObject({ to: 'lena@example.org', subject: 'Reset your password' });
      expect(json.text).toContain('Username: "lena<b>"');
      expect(json.html).toContain('&#34;lena&#60;b&#62;&#34;');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
