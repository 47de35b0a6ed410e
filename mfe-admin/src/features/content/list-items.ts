import { fixedList, listMinimum, SAME_IN_BOTH_KEYS, type ContentKey } from '@reentry/contracts/content-studio-rules';
import { inLanguage, valueAt, withValue, type ContentDoc } from './content-paths';

const LANGUAGES = ['en', 'es'] as const;
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What the editor offers on a list: a list its schema fixes (`fixedList`, shared with the API's checks:
 * a quiz's questions and answers, the home cards, how-to-buy's six steps...) keeps its items, and, when its
 * places are named, their order too. Every other list may grow, be reordered, and shrink down to the least
 * number of items its schema takes (`listMinimum`: a lesson keeps five sections; one for most lists).
 */
export function listChanges(key: ContentKey, listPath: string): { addOrRemove: boolean; move: boolean; least: number } {
  const fixed = fixedList(key, listPath);
  return { addOrRemove: fixed === undefined, move: fixed !== 'places', least: listMinimum(key, listPath) };
}

/** The paths of every list in one language of a document (`''` when the document is a list). */
function listPaths(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) return [path, ...value.flatMap((item, index) => listPaths(item, `${path}[${index}]`))];
  if (isRecord(value)) return Object.entries(value).flatMap(([name, child]) => listPaths(child, path ? `${path}.${name}` : name));
  return [];
}

/** Whether any list of the document may change (a quiz: none). */
export const anyListChanges = (key: ContentKey, english: unknown): boolean => listPaths(english).some((path) => listChanges(key, path).move);

/** The list at a path in one language (`''` is a document that is a list, like the workshop FAQ). */
const listIn = (doc: ContentDoc, lang: 'en' | 'es', path: string): unknown[] => {
  const found = valueAt(doc, inLanguage(lang, path));
  return Array.isArray(found) ? found : [];
};

/**
 * A new item shaped like its neighbour, its texts empty: values the same in both languages (ids, levels)
 * are kept, yes/no becomes no, a list inside keeps one empty item so the editor shows its fields.
 */
export function blankLike(sample: unknown): unknown {
  if (typeof sample === 'string') return '';
  if (typeof sample === 'boolean') return false;
  if (Array.isArray(sample)) return sample.length === 0 ? [] : [blankLike(sample[0])];
  if (isRecord(sample)) {
    return Object.fromEntries(Object.entries(sample).map(([name, value]) => [name, SAME_IN_BOTH_KEYS.has(name) ? value : blankLike(value)]));
  }
  return sample;
}

/** The start of a new id in a list: the list's name (`sections` -> `section`), or the document's last word (`workshop-faq` -> `faq`). */
export const idPrefix = (key: string, path: string): string => (/([a-z]+?)s?$/i.exec(path.replace(/\[\d+\]/g, ''))?.[1] ?? key.split('-').pop() ?? 'item').toLowerCase();

/** An id no item of the list has: `faq-3` -> `faq-<n>`, `cost` -> `<prefix>-<n>`, a number -> the largest plus one. */
export function freshId(sample: unknown, list: unknown[], fallbackPrefix: string): unknown {
  const taken = new Set(list.map((item) => (isRecord(item) ? item['id'] : undefined)));
  if (typeof sample === 'number') return Math.max(0, ...[...taken].filter((id): id is number => typeof id === 'number')) + 1;
  const numbered = typeof sample === 'string' ? /^([a-z0-9-]+?)-\d+$/.exec(sample) : null;
  const prefix = numbered?.[1] ?? fallbackPrefix;
  let n = list.length + 1;
  while (taken.has(`${prefix}-${n}`)) n += 1;
  return `${prefix}-${n}`;
}

/** The new item for a list, made from the English neighbour (the item before, or the first one). */
function newItem(doc: ContentDoc, key: string, path: string, at: number): unknown {
  const english = listIn(doc, 'en', path);
  const sample = english[Math.max(0, at - 1)];
  const item = blankLike(sample);
  if (isRecord(item) && 'id' in item) item['id'] = freshId(item['id'], english, idPrefix(key, path));
  return item;
}

/** Both languages' lists changed the same way, at the same position. */
function inBoth(doc: ContentDoc, path: string, change: (list: unknown[]) => void): ContentDoc {
  let next = doc;
  for (const lang of LANGUAGES) {
    const list = [...listIn(doc, lang, path)];
    change(list);
    next = withValue(next, inLanguage(lang, path), list);
  }
  return next;
}

/** A new empty item at a position of a list, in English and Spanish. */
export function addItem(doc: ContentDoc, key: string, path: string, at: number): ContentDoc {
  const item = newItem(doc, key, path, at);
  return inBoth(doc, path, (list) => list.splice(Math.min(at, list.length), 0, structuredClone(item)));
}

/** One item taken out of a list, in English and Spanish. */
export function removeItem(doc: ContentDoc, path: string, at: number): ContentDoc {
  return inBoth(doc, path, (list) => {
    if (at < list.length) list.splice(at, 1);
  });
}

/** One item moved up (-1) or down (+1), in English and Spanish. */
export function moveItem(doc: ContentDoc, path: string, at: number, by: -1 | 1): ContentDoc {
  return inBoth(doc, path, (list) => {
    const to = at + by;
    if (at >= list.length || to < 0 || to >= list.length) return;
    [list[at], list[to]] = [list[to], list[at]];
  });
}
