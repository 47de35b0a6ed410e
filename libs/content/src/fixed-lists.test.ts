import { contentLanguageSchema } from '@reentry/contracts/content-studio';
import { contentKeys, fixedList, listMinimum, quizModuleId, type ContentKey } from '@reentry/contracts/content-studio-rules';
import { studioSeeds } from './studio-seeds.js';

// The content studio's table of fixed lists (content-studio-rules.ts `fixedList`) against the schemas a
// publish checks, on this release's documents: the editor offers Add and Remove on exactly the lists the
// schema lets grow, and Move on the lists whose order it does not tie to ids or letters.

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every list of a document with its path (`questions[2].options`; `''` is a document that is a list). */
function lists(value: unknown, path = ''): { path: string; list: unknown[] }[] {
  if (Array.isArray(value)) return [{ path, list: value }, ...value.flatMap((item, index) => lists(item, `${path}[${index}]`))];
  if (isRecord(value)) return Object.entries(value).flatMap(([name, child]) => lists(child, path ? `${path}.${name}` : name));
  return [];
}

/** A copy of the document with the list at `path` changed. */
function changed(doc: unknown, path: string, change: (list: unknown[]) => void): unknown {
  const copy = structuredClone(doc);
  const list = lists(copy).find((found) => found.path === path)!.list;
  change(list);
  return copy;
}

const accepts = (key: ContentKey, doc: unknown) => contentLanguageSchema(key).safeParse(doc).success;
const seeds = studioSeeds();
// The quiz rules (the spec's counts, grading by position) are the API's checks, not the schema's.
const pageKeys = contentKeys.filter((key) => quizModuleId(key) === undefined);

describe('the lists the content editor keeps fixed', () => {
  it.each(pageKeys)('%s: a list is fixed exactly when its schema refuses an added item, and fixed in place when it refuses a move', (key) => {
    const english = seeds[key].en;
    expect(accepts(key, english)).toBe(true);
    const found = lists(english).map(({ path, list }) => {
      const growing = accepts(key, changed(english, path, (items) => items.push(structuredClone(items.at(-1)))));
      const moving = list.length < 2 || accepts(key, changed(english, path, (items) => items.reverse()));
      return { path, rule: fixedList(key, path), expected: growing ? undefined : moving ? 'count' : 'places' };
    });
    expect(found.filter(({ rule, expected }) => rule !== expected)).toEqual([]);
  });

  it.each(pageKeys)('%s: Remove stops at the least number of items its schema takes (one at least: Add copies a neighbour)', (key) => {
    const english = seeds[key].en;
    const found = lists(english)
      .filter(({ path }) => fixedList(key, path) === undefined)
      .map(({ path, list }) => {
        let least = list.length;
        while (least > 1 && accepts(key, changed(english, path, (items) => items.splice(least - 1)))) least -= 1;
        return { path, rule: listMinimum(key, path), expected: least };
      });
    expect(found.filter(({ rule, expected }) => rule !== expected)).toEqual([]);
  });

  it('keeps every list of a quiz: its questions and their four answers', () => {
    const quiz = seeds['quiz-6'].en;
    const paths = lists(quiz).map(({ path }) => path);
    expect(paths).toContain('questions[6].options');
    expect(paths.map((path) => fixedList('quiz-6', path))).toEqual(paths.map(() => 'places'));
  });
});
