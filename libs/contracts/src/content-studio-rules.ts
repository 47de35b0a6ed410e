import { defineMessages } from './messages.js';
import { hasForbiddenCharacters } from './text-rules.js';

// No zod here: the editor (later) and the API share these rules.

/** Content document keys: the six lessons, the six quizzes, and the page copy. */
export const contentKeys = [
  'module-1', 'module-2', 'module-3', 'module-4', 'module-5', 'module-6',
  'quiz-1', 'quiz-2', 'quiz-3', 'quiz-4', 'quiz-5', 'quiz-6',
  'resources', 'how-to-buy', 'home', 'workshop-faq', 'teaching-resources', 'x-post', 'practice',
] as const;
export type ContentKey = (typeof contentKeys)[number];

export function isContentKey(value: unknown): value is ContentKey {
  return contentKeys.includes(value as ContentKey);
}

/** The lesson and quiz keys of a module, and the module of a quiz key (undefined for other keys). */
export const moduleKey = (moduleId: number): ContentKey => `module-${moduleId}` as ContentKey;
export const quizKey = (moduleId: number): ContentKey => `quiz-${moduleId}` as ContentKey;
export function quizModuleId(key: ContentKey): number | undefined {
  const match = /^quiz-(\d)$/.exec(key);
  return match ? Number(match[1]) : undefined;
}

/**
 * Bounds every saved document keeps (drafts too), so a save can never fill the database or slow a page:
 * the whole document (both languages), one text, one list, nesting, and a property name.
 */
export const CONTENT_LIMITS = { documentBytes: 512 * 1024, text: 4000, items: 300, depth: 12, keyLength: 40, overrideReason: 500 } as const;

/**
 * The formatting a content text may carry: plain text, `**bold**` and line breaks. Links are never in
 * the text: they are separate `{ label, url }` fields. Pages render text as text (React escapes it) and
 * turn only `**…**` and line breaks into markup, so nothing a writer types can become HTML or script.
 */
const HTML_TAG = /<\s*[A-Za-z!/?]/;
const SCRIPT_URL = /(?:java|vb)script\s*:/i;
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
const KEY_PATTERN = /^[A-Za-z][A-Za-z0-9]*$/;

/** Why one text of a document is refused at save (undefined when it is fine). */
export function unsafeTextReason(value: string): 'controlCharacters' | 'tooLong' | 'html' | 'scriptLink' | undefined {
  if (hasForbiddenCharacters(value, { multiline: true })) return 'controlCharacters';
  if (value.length > CONTENT_LIMITS.text) return 'tooLong';
  if (HTML_TAG.test(value)) return 'html';
  if (SCRIPT_URL.test(value)) return 'scriptLink';
  return undefined;
}

/** Whether a property name may appear in a document (no prototype keys, letters and digits only). */
export function isSafeKey(key: string): boolean {
  return !UNSAFE_KEYS.has(key) && key.length <= CONTENT_LIMITS.keyLength && KEY_PATTERN.test(key);
}

/** Values that name things rather than say them (ids, answers, kinds): the same in both languages. */
export const SAME_IN_BOTH_KEYS: ReadonlySet<string> = new Set(['id', 'value', 'questionId', 'best', 'kind', 'level', 'image', 'moduleId', 'objective']);

/**
 * How a list's schema fixes it: `count`, no item added or removed (it may move); `places`, not moved either,
 * since each place is named (an id or a letter the schema expects there, or answers sent in order).
 */
export type FixedList = 'count' | 'places';

/**
 * The lists of a document that editors may not add to or take from, by one language's path with `[]` for
 * any index (`''` is a document that is a list). A publish refuses any change to them (the schemas in
 * content-pages.ts, content-quiz.ts, content-practice.ts), so the editor does not offer one.
 */
const FIXED_LISTS: Readonly<Record<string, Readonly<Record<string, FixedList>>>> = {
  // The spec's question counts and four options; answers are graded by position, options by letter.
  quiz: { questions: 'places', 'questions[].options': 'places' },
  resources: { 'finance.guide.sections': 'count', 'programs.accordions': 'places' },
  'how-to-buy': { steps: 'count' },
  home: { missionCards: 'places' },
  'teaching-resources': { '': 'places' },
  'x-post': { 'templates.mission': 'count', 'templates.impact': 'count', 'templates.programs': 'count', hashtags: 'count' },
  // The choices take the letters a, b, c, d in order: a new one could not be given its letter.
  practice: { '[].choices': 'places' },
};

/** Whether a list of a document is fixed (`questions[2].options` of a quiz: 'places'), or undefined. */
export function fixedList(key: ContentKey, listPath: string): FixedList | undefined {
  const kind = quizModuleId(key) === undefined ? key : 'quiz';
  return FIXED_LISTS[kind]?.[listPath.replace(/\[\d+\]/g, '[]')];
}

/**
 * Lists whose schema keeps more than one item (a lesson's five sections at least), by the same paths as
 * FIXED_LISTS: the editor offers Remove only above this number. Every other list keeps one item at least
 * (Add copies the shape of a neighbour).
 */
const LIST_MINIMUMS: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  module: { 'content.sections': 5 },
  // "If it already happened": two steps at least (call the bank or app, report it).
  practice: { '[].ifItHappened': 2 },
};

/** The least number of items the editor lets a list keep (one unless its schema asks for more). */
export function listMinimum(key: ContentKey, listPath: string): number {
  const kind = quizModuleId(key) === undefined ? key.replace(/^module-\d$/, 'module') : 'quiz';
  return LIST_MINIMUMS[kind]?.[listPath.replace(/\[\d+\]/g, '[]')] ?? 1;
}

/**
 * Publish checks an admin may publish past, with a reason: the text reads too hard, a link is off the
 * allow-list, a stray **, a Spanish sentence that reads as English (a word test: it can be wrong).
 */
export const OVERRIDABLE_CONTENT_CHECKS: ReadonlySet<string> = new Set(['englishLevel', 'spanishLevel', 'link', 'unpairedBold', 'spanishReadsEnglish']);

/** `**bold**` marks must pair up. */
export const hasUnpairedBold = (value: string): boolean => (value.match(/\*\*/g)?.length ?? 0) % 2 === 1;

/**
 * Messages of the save refusals (400) and the publish checks (422). `{name}` parts are filled in by the
 * API (numbers and counts); the Spanish is in i18n/es.json.
 */
export const contentStudioMessages = defineMessages({
  key: { id: 'contracts.content.key', defaultMessage: 'There is no content with this name.', description: 'Content studio: unknown document key' },
  document: { id: 'contracts.content.document', defaultMessage: 'Send the document with its English and Spanish parts.', description: 'Content studio: body is not a document' },
  baseVersion: { id: 'contracts.content.baseVersion', defaultMessage: 'Reload the page and make your changes again.', description: 'Content studio: missing version' },
  version: { id: 'contracts.content.version', defaultMessage: 'Choose a version from the list.', description: 'Content studio: bad version number' },
  lang: { id: 'contracts.content.lang', defaultMessage: 'Choose English (en) or Spanish (es).', description: 'Public content read: bad language' },
  overrideReason: { id: 'contracts.content.overrideReason', defaultMessage: 'Say in 500 characters or less why you publish despite the problems.', description: 'Content studio: override reason' },
  controlCharacters: { id: 'contracts.content.controlCharacters', defaultMessage: 'Remove hidden or special characters from this text.', description: 'Content studio: NUL or bidi control in text' },
  tooLong: { id: 'contracts.content.tooLong', defaultMessage: 'This text is too long. Use 4,000 characters or less.', description: 'Content studio: text over the limit' },
  html: { id: 'contracts.content.html', defaultMessage: 'Remove the HTML. Use plain text, **bold** and line breaks. Put links in the link fields.', description: 'Content studio: HTML tag in text' },
  scriptLink: { id: 'contracts.content.scriptLink', defaultMessage: 'Remove the script link. Links must start with https://.', description: 'Content studio: javascript: in text' },
  badKey: { id: 'contracts.content.badKey', defaultMessage: 'This field name is not allowed.', description: 'Content studio: __proto__ or odd property name' },
  badValue: { id: 'contracts.content.badValue', defaultMessage: 'Use text, a number, yes or no, or a list here.', description: 'Content studio: value of a wrong type' },
  tooMany: { id: 'contracts.content.tooMany', defaultMessage: 'This list is too long. Use 300 items or less.', description: 'Content studio: list over the limit' },
  tooDeep: { id: 'contracts.content.tooDeep', defaultMessage: 'This document is nested too deep.', description: 'Content studio: nesting over the limit' },
  tooLarge: { id: 'contracts.content.tooLarge', defaultMessage: 'This document is too big. Keep it under 512 KB.', description: 'Content studio: document over 512 KB' },
  // Publish checks (422); the field paths say where.
  shape: { id: 'contracts.content.shape', defaultMessage: 'This part is missing or has the wrong form.', description: 'Publish check: schema problem' },
  spanishMissing: { id: 'contracts.content.spanishMissing', defaultMessage: 'Write the Spanish text for this part.', description: 'Publish check: Spanish field empty or missing' },
  spanishCount: { id: 'contracts.content.spanishCount', defaultMessage: 'The Spanish list here has {es}; the English list has {en}.', description: 'Publish check: list lengths differ' },
  sameInBoth: { id: 'contracts.content.sameInBoth', defaultMessage: 'This must be the same in English and Spanish.', description: 'Publish check: id or answer differs between languages' },
  englishLevel: { id: 'contracts.content.englishLevel', defaultMessage: 'The English reads at grade {grade}. Make it grade {max} or lower: use shorter sentences and words.', description: 'Publish check: Flesch-Kincaid too high' },
  spanishLevel: { id: 'contracts.content.spanishLevel', defaultMessage: 'The Spanish is harder to read than the English (ease {ease}, needs {needed}). Use shorter sentences and words.', description: 'Publish check: Fernández-Huerta too low' },
  questionCount: { id: 'contracts.content.questionCount', defaultMessage: 'This quiz needs {needed} questions. It has {count}.', description: 'Publish check: quiz question count' },
  optionCount: { id: 'contracts.content.optionCount', defaultMessage: 'Each question needs 4 answers. This one has {count}.', description: 'Publish check: quiz option count' },
  rightAnswers: { id: 'contracts.content.rightAnswers', defaultMessage: 'Mark exactly one right answer. This question has {count}.', description: 'Publish check: quiz right answers' },
  quizModule: { id: 'contracts.content.quizModule', defaultMessage: 'This quiz belongs to module {needed}.', description: 'Publish check: quiz module id' },
  link: { id: 'contracts.content.link', defaultMessage: 'Use an https:// link to an approved site.', description: 'Publish check: link not https or not on the allow-list' },
  unpairedBold: { id: 'contracts.content.unpairedBold', defaultMessage: 'Close the bold text: ** must come in pairs.', description: 'Publish check: odd number of ** marks' },
  spanishReadsEnglish: { id: 'contracts.content.spanishReadsEnglish', defaultMessage: 'This Spanish text has a sentence in English: "{sentence}" Write it in Spanish.', description: 'Publish check: a sentence of a Spanish field reads as English' },
});
export type ContentMessageName = keyof typeof contentStudioMessages;
