import { isAllowedUrl } from '@reentry/content/allowed-domains';
import { homeUnits, howToBuyUnits, moduleUnits, practiceUnits, resourcesUnits, workshopFaqUnits, type ReadingUnit } from '@reentry/content/readability/document-units';
import { fernandezHuerta, fleschKincaidGrade, MAX_EN_GRADE, textStats } from '@reentry/content/readability/readability';
import { sectionRows } from '@reentry/content/readability/report';
import { contentDocumentSchema, expectedQuestionCount } from '@reentry/contracts/content-studio';
import { hasUnpairedBold, OVERRIDABLE_CONTENT_CHECKS, quizModuleId, SAME_IN_BOTH_KEYS, type ContentKey, type ContentMessageName } from '@reentry/contracts/content-studio-rules';
import type { Locale } from '@reentry/contracts/locale';
import { formatPath, type PathPart } from './content-safety.js';
import { englishSentenceIn } from './spanish-language.js';

/** One problem the publish checks found: where, which check (its message name), the numbers it shows. */
export interface Problem {
  path: string;
  check: ContentMessageName;
  values?: Record<string, string | number>;
}

/** Checks an admin may publish past, with a reason: the text reads too hard, a link is off the allow-list, a stray **. */
export const OVERRIDABLE_CHECKS = OVERRIDABLE_CONTENT_CHECKS as ReadonlySet<ContentMessageName>;

type Doc = Record<Locale, unknown>;
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const SAME_IN_BOTH = SAME_IN_BOTH_KEYS;

/** Every English text has a Spanish one that is not empty; lists are as long; ids, answers and numbers agree. */
function parityProblems(en: unknown, es: unknown, path: PathPart[], problems: Problem[]): void {
  const where = formatPath(['es', ...path]);
  const key = path[path.length - 1];
  if (typeof en === 'string') {
    if (typeof es !== 'string' || es.trim() === '') problems.push({ path: where, check: 'spanishMissing' });
    else if (typeof key === 'string' && SAME_IN_BOTH.has(key) && es !== en) problems.push({ path: where, check: 'sameInBoth' });
  } else if (Array.isArray(en)) {
    if (!Array.isArray(es)) return void problems.push({ path: where, check: 'spanishMissing' });
    if (es.length !== en.length) problems.push({ path: where, check: 'spanishCount', values: { en: en.length, es: es.length } });
    en.forEach((item, i) => i < es.length && parityProblems(item, es[i], [...path, i], problems));
  } else if (isObject(en)) {
    if (!isObject(es)) return void problems.push({ path: where, check: 'spanishMissing' });
    for (const [name, value] of Object.entries(en)) parityProblems(value, es[name], [...path, name], problems);
  } else if (en !== es) {
    problems.push({ path: where, check: 'sameInBoth' });
  }
}

/** Four options, exactly one right answer, the spec's question count, the right module. */
function quizProblems(key: ContentKey, doc: Doc, problems: Problem[]): void {
  const moduleId = quizModuleId(key);
  if (moduleId === undefined) return;
  for (const lang of ['en', 'es'] as const) {
    const quiz = doc[lang];
    if (!isObject(quiz)) continue;
    if (quiz.moduleId !== moduleId) problems.push({ path: `${lang}.moduleId`, check: 'quizModule', values: { needed: moduleId } });
    const questions = Array.isArray(quiz.questions) ? (quiz.questions as unknown[]) : [];
    const needed = expectedQuestionCount(moduleId)!;
    if (questions.length !== needed) problems.push({ path: `${lang}.questions`, check: 'questionCount', values: { needed, count: questions.length } });
    questions.forEach((question, i) => {
      const options = isObject(question) && Array.isArray(question.options) ? (question.options as unknown[]) : [];
      const path = `${lang}.questions[${i}].options`;
      if (options.length !== 4) problems.push({ path, check: 'optionCount', values: { count: options.length } });
      const right = options.filter((option) => isObject(option) && option.correct === true).length;
      if (right !== 1) problems.push({ path, check: 'rightAnswers', values: { count: right } });
    });
  }
}

/** Links on the allow-list (https is the schema's rule); `**` marks in pairs. */
function textProblems(value: unknown, path: PathPart[], problems: Problem[]): void {
  if (typeof value === 'string') {
    const key = path[path.length - 1];
    if (key === 'url' && !isAllowedUrl(value)) problems.push({ path: formatPath(path), check: 'link' });
    else if (hasUnpairedBold(value)) problems.push({ path: formatPath(path), check: 'unpairedBold' });
  } else if (Array.isArray(value)) value.forEach((item, i) => textProblems(item, [...path, i], problems));
  else if (isObject(value)) for (const [name, item] of Object.entries(value)) textProblems(item, [...path, name], problems);
}

/** Every text of one language's document that people read (links and the ids kept the same in both left out). */
export function leafTexts(value: unknown, path: PathPart[] = []): { path: PathPart[]; text: string }[] {
  if (typeof value === 'string') {
    const key = path[path.length - 1];
    return key === 'url' || (typeof key === 'string' && SAME_IN_BOTH.has(key)) ? [] : [{ path, text: value }];
  }
  if (Array.isArray(value)) return value.flatMap((item, i) => leafTexts(item, [...path, i]));
  if (isObject(value)) return Object.entries(value).flatMap(([name, item]) => leafTexts(item, [...path, name]));
  return [];
}

/** A Spanish field with a sentence that reads as English (spanish-language.ts), at that field, quoting the sentence. */
function languageProblems(doc: Doc, problems: Problem[]): void {
  for (const { path, text } of leafTexts(doc.es)) {
    const sentence = englishSentenceIn(text);
    if (sentence !== undefined) problems.push({ path: formatPath(['es', ...path]), check: 'spanishReadsEnglish', values: { sentence: sentence.length > 80 ? `${sentence.slice(0, 77)}...` : sentence } });
  }
}

const unitsByKind: Record<string, (doc: Doc) => ReadingUnit[]> = {
  module: moduleUnits,
  resources: resourcesUnits,
  'how-to-buy': howToBuyUnits,
  home: homeUnits,
  'workshop-faq': workshopFaqUnits,
  practice: practiceUnits,
};

/** `content.sections[2]` -> ['content', 'sections', 2] (a reading unit's place). */
const partsOf = (path: string): PathPart[] => [...path.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map((match) => (match[2] !== undefined ? Number(match[2]) : match[1]!));
const valueAt = (value: unknown, parts: readonly PathPart[]): unknown => parts.reduce<unknown>((node, part) => (node as Record<PathPart, unknown> | undefined)?.[part], value);

/**
 * The text of a section that reads hardest in one language (issue 39, 2.5: the problem points at that
 * paragraph, not the section): its place in the document and its own score.
 */
function hardestText(doc: Doc, lang: Locale, unit: ReadingUnit): { path: string; grade: number; ease: number } {
  const unitParts = partsOf(unit.path);
  const scored = leafTexts(valueAt(doc[lang], unitParts))
    .filter(({ text }) => unit.text[lang].includes(text))
    .map(({ path, text }) => {
      const stats = textStats([text], lang);
      return { path: formatPath([lang, ...unitParts, ...path]), grade: fleschKincaidGrade(stats), ease: fernandezHuerta(stats) };
    });
  const hardest = scored.reduce<(typeof scored)[number] | undefined>((worst, next) => (!worst || (lang === 'en' ? next.grade > worst.grade : next.ease < worst.ease) ? next : worst), undefined);
  return hardest ?? { path: formatPath([lang, ...unitParts]), grade: -Infinity, ease: Infinity };
}

/**
 * The CI gate's reading levels (libs/content readability), measured per section: English grade 8 at most,
 * Spanish no harder. A section over the line is a problem at its hardest paragraph, with that paragraph's score.
 */
function readingProblems(key: ContentKey, doc: Doc, problems: Problem[]): void {
  const units = (unitsByKind[key.startsWith('module-') ? 'module' : key]?.(doc) ?? []).filter((unit) => unit.text.en.length > 0 && unit.text.es.length > 0);
  sectionRows(units).forEach((row, i) => {
    const unit = units[i]!;
    if (row.enGrade > MAX_EN_GRADE) {
      const hardest = hardestText(doc, 'en', unit);
      problems.push({ path: hardest.path, check: 'englishLevel', values: { grade: Math.max(hardest.grade, row.enGrade).toFixed(1), max: MAX_EN_GRADE } });
    }
    if (row.esEase < row.requiredEase) {
      const hardest = hardestText(doc, 'es', unit);
      problems.push({ path: hardest.path, check: 'spanishLevel', values: { ease: Math.min(hardest.ease, row.esEase).toFixed(1), needed: row.requiredEase } });
    }
  });
}

/** The document's shape (zod), except where a sharper check already named the same place. */
function shapeProblems(key: ContentKey, doc: unknown, problems: Problem[]): void {
  const result = contentDocumentSchema(key).safeParse(doc);
  if (result.success) return;
  const named = problems.map((problem) => problem.path);
  for (const issue of result.error.issues) {
    const path = formatPath(issue.path.map((part) => (typeof part === 'symbol' ? String(part) : part)));
    if (!named.some((other) => path === other || path.startsWith(`${other}.`) || path.startsWith(`${other}[`))) problems.push({ path, check: 'shape' });
  }
}

/** Every problem that stops a draft from being published, in document order per check. */
export function contentProblems(key: ContentKey, doc: Doc): Problem[] {
  const problems: Problem[] = [];
  parityProblems(doc.en, doc.es, [], problems);
  quizProblems(key, doc, problems);
  shapeProblems(key, doc, problems);
  textProblems(doc, [], problems);
  languageProblems(doc, problems);
  readingProblems(key, doc, problems);
  const seen = new Set<string>();
  return problems.filter((problem) => !seen.has(`${problem.path} ${problem.check}`) && Boolean(seen.add(`${problem.path} ${problem.check}`)));
}
