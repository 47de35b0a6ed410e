import { CONTENT_LIMITS, contentStudioMessages as m, isSafeKey, unsafeTextReason } from '@reentry/contracts/content-studio-rules';
import { PayloadTooLargeError, ValidationError } from '../../errors.js';

export type PathPart = string | number;

/** `['es', 'content', 'sections', 2, 'title']` as `es.content.sections[2].title`. */
export function formatPath(parts: readonly PathPart[]): string {
  return parts.map((part, i) => (typeof part === 'number' ? `[${part}]` : i === 0 ? part : `.${part}`)).join('');
}

/** Enough refusals to fix at once, not so many the answer grows without bound. */
const MAX_REPORTED = 50;

/**
 * Every part of a document that may not be stored, even as a draft: hidden characters, HTML, script
 * links, over-long texts and lists, odd property names (`__proto__`), values that are not JSON text,
 * numbers, yes/no or lists. Path to message id.
 */
export function unsafeParts(document: unknown, root: PathPart[] = ['document']): Record<string, string> {
  const fields: Record<string, string> = {};
  const refuse = (path: PathPart[], id: string) => {
    if (Object.keys(fields).length < MAX_REPORTED) fields[formatPath(path)] ??= id;
  };
  const visit = (value: unknown, path: PathPart[]): void => {
    if (typeof value === 'string') {
      const reason = unsafeTextReason(value);
      if (reason) refuse(path, m[reason].id);
    } else if (typeof value === 'number') {
      if (!Number.isFinite(value)) refuse(path, m.badValue.id);
    } else if (typeof value === 'boolean' || value === null) {
      // Fine as it is.
    } else if (typeof value !== 'object') {
      refuse(path, m.badValue.id);
    } else if (path.length - root.length > CONTENT_LIMITS.depth) {
      refuse(path, m.tooDeep.id);
    } else if (Array.isArray(value)) {
      if (value.length > CONTENT_LIMITS.items) refuse(path, m.tooMany.id);
      else value.forEach((item, i) => visit(item, [...path, i]));
    } else {
      for (const key of Object.keys(value)) {
        if (isSafeKey(key)) visit((value as Record<string, unknown>)[key], [...path, key]);
        else refuse([...path, key.slice(0, CONTENT_LIMITS.keyLength)], m.badKey.id);
      }
    }
  };
  visit(document, root);
  return fields;
}

/** Refuses a document that may not be stored: 413 over 512 KB, else 400 naming each bad part. */
export function assertStorable(document: unknown): void {
  if (Buffer.byteLength(JSON.stringify(document)) > CONTENT_LIMITS.documentBytes) throw new PayloadTooLargeError(m.tooLarge.id);
  const fields = unsafeParts(document);
  if (Object.keys(fields).length > 0) throw new ValidationError(fields);
}
