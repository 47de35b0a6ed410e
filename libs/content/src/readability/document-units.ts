import type { Locale } from '@reentry/contracts/locale';

/** A piece of reading content measured as one: a module section, a guide section, a card. */
export interface ReadingUnit {
  group: string;
  id: string;
  /** Where it sits in one language of its document, e.g. `content.sections[2]` (empty for the whole). */
  path: string;
  text: Record<Locale, string[]>;
}

/**
 * The reading units of one content document (`{ en, es }`), for the CI gate over the package and for
 * the content studio's publish check over a draft. A draft may be incomplete: a missing part is no text.
 */
type Loose = Record<string, unknown> | undefined;
type Pair = Record<Locale, unknown>;

const list = (value: unknown): Loose[] => (Array.isArray(value) ? (value as Loose[]) : []);
const texts = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);
const at = (value: unknown, ...keys: string[]): unknown => keys.reduce<unknown>((node, key) => (node as Loose)?.[key], value);

/** A paragraph-bearing block: its paragraphs (or body, or answer), then its bullets. */
const blocks = (b: Loose): string[] => [...texts(b?.paragraphs ?? b?.body ?? b?.answer), ...texts(b?.bullets)];

/** Pairs English and Spanish blocks by position; the parity checks make their ids match. */
function pair(group: string, path: string, doc: Pair, toBlocks: (value: unknown) => Loose[] = list): ReadingUnit[] {
  const es = toBlocks(at(doc.es, ...(path ? path.split('.') : [])));
  return toBlocks(at(doc.en, ...(path ? path.split('.') : []))).map((b, i) => ({
    group,
    id: String(b?.id ?? i),
    path: `${path}[${i}]`,
    text: { en: blocks(b), es: blocks(es[i]) },
  }));
}

export function moduleUnits(doc: Pair): ReadingUnit[] {
  return pair(`Module ${String(at(doc.en, 'id'))}`, 'content.sections', doc);
}

export function resourcesUnits(doc: Pair): ReadingUnit[] {
  return [
    ...pair('Finance guide', 'finance.guide.sections', doc),
    ...pair('Finance tips', 'finance.tips', doc),
    { group: 'Courage', id: 'intro', path: 'courage.intro', text: { en: texts(at(doc.en, 'courage', 'intro')), es: texts(at(doc.es, 'courage', 'intro')) } },
    ...pair('Courage', 'courage.items', doc),
    ...pair('Programs', 'programs.accordions', doc),
  ];
}

export function howToBuyUnits(doc: Pair): ReadingUnit[] {
  const single = (key: string): ReadingUnit => ({
    group: 'How to buy',
    id: String((at(doc.en, key) as Loose)?.id ?? key),
    path: key,
    text: { en: blocks(at(doc.en, key) as Loose), es: blocks(at(doc.es, key) as Loose) },
  });
  return [...pair('How to buy', 'steps', doc), single('securityNotice'), single('disclaimer')];
}

export const homeUnits = (doc: Pair): ReadingUnit[] => pair('Home', 'missionCards', doc);
export const workshopFaqUnits = (doc: Pair): ReadingUnit[] => pair('Workshop FAQ', '', doc);

/** A "Spot the scam" scenario reads as one: the message, every choice and why, the steps. */
export function practiceUnits(doc: Pair): ReadingUnit[] {
  const scenarioText = (s: Loose) => [
    ...texts(at(s, 'message', 'lines')),
    ...list(s?.choices).flatMap((c) => texts([c?.label, c?.explanation])),
    ...texts(s?.ifItHappened),
  ];
  const es = list(doc.es);
  return list(doc.en).map((s, i) => ({ group: 'Spot the scam', id: String(s?.id ?? i), path: `[${i}]`, text: { en: scenarioText(s), es: scenarioText(es[i]) } }));
}

/** The money plan's guidance (issue 34); a letter's boxes (`{field}`) are read as "this". */
export function moneyPlanUnits(doc: Pair): ReadingUnit[] {
  const whole = (key: string, id: string, read: (lines: string[]) => string[] = (lines) => lines): ReadingUnit => ({
    group: 'Money plan',
    id,
    path: key,
    text: { en: read(texts(at(doc.en, key))), es: read(texts(at(doc.es, key))) },
  });
  const letter = (lines: string[]) => lines.map((line) => line.replace(/\{\w+\}/g, 'this'));
  return [whole('firstSteps', 'first-steps'), ...pair('Money plan', 'documents', doc), whole('releaseCard', 'release-card'), whole('fines', 'fines'), whole('letter', 'letter', letter)];
}
