import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** The reset link from the newest mail to `email` in the site's outbox (DATA_DIR/outbox). */
export async function resetLinkFor(email: string, timeoutMs = 10_000): Promise<string> {
  const outbox = path.join(process.env.E2E_DATA_DIR!, 'outbox');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = (() => {
      try {
        return readdirSync(outbox).map((name) => path.join(outbox, name));
      } catch {
        return [];
      }
    })();
    const mails = files
      .map((file) => ({ file, text: readFileSync(file, 'utf8'), at: statSync(file).mtimeMs }))
      .filter((mail) => mail.text.includes(email))
      .sort((a, b) => b.at - a.at);
    // The link carries token and email in its fragment (#token=...&email=...), never in the query.
    const link = mails[0]?.text.replace(/&amp;/g, '&').replace(/=\r?\n/g, '').match(/https?:\/\/[^\s"'<>\\]+\/reset-password#[^\s"'<>\\]+/);
    if (link) return link[0].replace(/=3D/g, '=');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no reset mail for ${email} in ${outbox}`);
}

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

/**
 * The mails to `email` in the site's outbox (DATA_DIR/outbox/*.json), once at least `count` arrived.
 * `dataDir`: another site's (site-process.ts); default the run's site.
 */
export async function mailsTo(email: string, { count = 1, timeoutMs = 10_000, dataDir = process.env.E2E_DATA_DIR! } = {}): Promise<OutboxMail[]> {
  const outbox = path.join(dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let names: string[] = [];
    try {
      names = readdirSync(outbox).filter((name) => name.endsWith('.json'));
    } catch {
      // no mail yet
    }
    const mails = names
      .map((name) => JSON.parse(readFileSync(path.join(outbox, name), 'utf8')) as OutboxMail)
      .filter((mail) => String(mail.to).includes(email));
    if (mails.length >= count || Date.now() > deadline) return mails;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
