import type { Locale } from '@reentry/contracts/locale';
import type { OutboxMail } from './outbox.service.js';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export interface MailContent {
  kind: string;
  to: string;
  replyTo?: string;
  subject: string;
  locale: Locale;
  /** Plain paragraphs; a line break inside one is kept. */
  paragraphs: string[];
  /** Label and value pairs, e.g. the fields of a request for staff. Values are shown as typed. */
  details?: Array<[string, string]>;
}

/** A plain-text mail with an HTML twin saying the same; everything a visitor typed is escaped in the HTML. */
export function composeMail({ kind, to, replyTo, subject, locale, paragraphs, details = [] }: MailContent): OutboxMail {
  const detailText = details.map(([label, value]) => `${label}: ${value.includes('\n') ? `\n${value}` : value}`);
  const text = [...paragraphs, ...(details.length ? [detailText.join('\n')] : [])].join('\n\n') + '\n';
  const html = [
    `<!doctype html><html lang="${locale}"><body style="font-family: sans-serif; font-size: 16px; line-height: 1.5">`,
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\r?\n/g, '<br>')}</p>`),
    ...(details.length
      ? [
          '<dl>',
          ...details.map(([label, value]) => `<dt><strong>${escapeHtml(label)}</strong></dt><dd style="white-space: pre-wrap">${escapeHtml(value)}</dd>`),
          '</dl>',
        ]
      : []),
    '</body></html>',
  ].join('\n');
  return { kind, to, replyTo, subject, text, html };
}
