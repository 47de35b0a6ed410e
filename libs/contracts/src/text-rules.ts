import { defineMessages } from './messages.js';

// No zod here: the account forms in the browser check the same characters with yup.

/**
 * Characters no contract string may carry: control characters (NUL, escape, DEL, C1), bidirectional
 * embedding/override/isolate controls (they make text display in another order than it is stored),
 * the byte-order mark and interlinear annotation marks, and lone surrogates (not valid Unicode text).
 */
const FORBIDDEN = /[\p{Cc}\u202A-\u202E\u2066-\u2069\uFEFF\uFFF9-\uFFFB]|\p{Cs}/u;
/** The same, except the tab, line feed and carriage return a multi-line text box may send. */
const FORBIDDEN_MULTILINE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\uFEFF\uFFF9-\uFFFB]|\p{Cs}/u;

export function hasForbiddenCharacters(value: string, { multiline = false }: { multiline?: boolean } = {}): boolean {
  return (multiline ? FORBIDDEN_MULTILINE : FORBIDDEN).test(value);
}

export const textValidationMessages = defineMessages({
  controlCharacters: {
    id: 'contracts.text.controlCharacters',
    defaultMessage: 'Please remove hidden or special characters from this field.',
    description: 'Any form field: the text holds a control character (such as NUL) or a hidden direction mark',
  },
});
