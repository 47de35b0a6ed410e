import type { Locale } from '@reentry/contracts/locale';

/** A value at the end of a document's branch: a text, a number, yes/no. */
export type Leaf = string | number | boolean | null;
/** A content document as the editor holds it: the same shape in English and Spanish. */
export type ContentDoc = Record<Locale, unknown>;

/** `en` + `content.sections[1].title` = `en.content.sections[1].title`; `es` + `[0].answer` = `es[0].answer` (the API's paths). */
export const inLanguage = (lang: Locale, path: string): string => (path === '' ? lang : path.startsWith('[') ? `${lang}${path}` : `${lang}.${path}`);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every leaf of a value in document order, by path (`content.sections[1].title`). */
export function leaves(value: unknown, path = '', found = new Map<string, Leaf>()): Map<string, Leaf> {
  if (Array.isArray(value)) value.forEach((item, index) => leaves(item, `${path}[${index}]`, found));
  else if (isRecord(value)) for (const [name, child] of Object.entries(value)) leaves(child, path ? `${path}.${name}` : name, found);
  else if (path !== '') found.set(path, value as Leaf);
  return found;
}

/** The parts of a path: `content.sections[1].title` -> ['content', 'sections', 1, 'title']. */
export function pathParts(path: string): (string | number)[] {
  return [...path.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map((match) => (match[2] !== undefined ? Number(match[2]) : match[1]!));
}

/** The value at a path of a document (undefined when a part is missing). */
export function valueAt(doc: unknown, path: string): unknown {
  let here: unknown = doc;
  for (const part of pathParts(path)) {
    if (here === null || typeof here !== 'object') return undefined;
    here = (here as Record<string | number, unknown>)[part];
  }
  return here;
}

/** A copy of a document with one value set (missing lists and objects are made on the way). */
export function withValue<T>(doc: T, path: string, value: unknown): T {
  const parts = pathParts(path);
  const copy = structuredClone(doc) as unknown as Record<string | number, unknown>;
  let here = copy;
  parts.forEach((part, index) => {
    if (index === parts.length - 1) here[part] = value;
    else {
      if (here[part] === null || typeof here[part] !== 'object') here[part] = typeof parts[index + 1] === 'number' ? [] : {};
      here = here[part] as Record<string | number, unknown>;
    }
  });
  return copy as unknown as T;
}

/** One changed text between two documents: where (with its language), before and after. */
export interface Change {
  path: string;
  before: Leaf | undefined;
  after: Leaf | undefined;
}

/** Every leaf that differs between two documents, English first, in document order (both languages). */
export function changes(before: ContentDoc, after: ContentDoc): Change[] {
  const found: Change[] = [];
  for (const lang of ['en', 'es'] as const) {
    const old = leaves(before[lang]);
    const now = leaves(after[lang]);
    const paths = [...new Set([...now.keys(), ...old.keys()])];
    for (const path of paths) {
      if (old.get(path) !== now.get(path)) found.push({ path: inLanguage(lang, path), before: old.get(path), after: now.get(path) });
    }
  }
  return found;
}

/**
 * After a 409: their draft with my changes on it. What only I changed is mine, what only they changed is
 * theirs; where we both changed a text differently, mine is kept in the form and the place is a conflict
 * to show side by side (theirs and mine), so nothing either of us typed is lost.
 */
export function mergeDrafts(base: ContentDoc, mine: ContentDoc, theirs: ContentDoc): { merged: ContentDoc; conflicts: Change[] } {
  let merged = structuredClone(theirs);
  const conflicts: Change[] = [];
  for (const { path, after } of changes(base, mine)) {
    const theirValue = valueAt(theirs, path) as Leaf | undefined;
    const baseValue = valueAt(base, path) as Leaf | undefined;
    if (theirValue !== baseValue && theirValue !== after) conflicts.push({ path, before: theirValue, after });
    merged = withValue(merged, path, after ?? '');
  }
  return { merged, conflicts };
}
