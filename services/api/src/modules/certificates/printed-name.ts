import type { NameFormat } from '@reentry/contracts/certificate-rules';

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * The name as the certificate prints it, from the account's name: the whole name, or the first word and
 * the first letter of the last word (`Maria Lopez Garcia` -> `Maria G.`). A one-word name is printed whole.
 */
export function printedName(accountName: string, format: NameFormat): string {
  const words = accountName.normalize('NFC').trim().split(/\s+/u).filter(Boolean);
  if (format === 'full' || words.length < 2) return words.join(' ');
  const last = words[words.length - 1]!;
  const initial = graphemes.segment(last)[Symbol.iterator]().next().value?.segment ?? '';
  return `${words[0]} ${initial.toLocaleUpperCase()}.`;
}
