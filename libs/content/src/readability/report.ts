import {
  easeBand,
  fernandezHuerta,
  fleschKincaidGrade,
  MAX_EN_GRADE,
  requiredSpanishEase,
  textStats,
  type TextStats,
} from './readability.js';
import { readingUnits, type ReadingUnit } from './units.js';

export interface ReadingRow {
  group: string;
  id: string;
  enGrade: number;
  esEase: number;
  requiredEase: number;
  problems: string[];
}

function score(group: string, id: string, en: TextStats, es: TextStats): ReadingRow {
  const enGrade = fleschKincaidGrade(en);
  const esEase = fernandezHuerta(es);
  const requiredEase = requiredSpanishEase(enGrade);
  const problems: string[] = [];
  if (enGrade > MAX_EN_GRADE) problems.push(`English grade ${enGrade.toFixed(1)} is above ${MAX_EN_GRADE}`);
  if (esEase < requiredEase) problems.push(`Spanish ease ${esEase.toFixed(1)} is below ${requiredEase} (English grade ${enGrade.toFixed(1)})`);
  return { group, id, enGrade, esEase, requiredEase, problems };
}

/** One row per reading unit. */
export function sectionRows(units: ReadingUnit[] = readingUnits()): ReadingRow[] {
  return units.map((u) => score(u.group, u.id, textStats(u.text.en, 'en'), textStats(u.text.es, 'es')));
}

/** One row per group (module or guide), scored over all its text together. */
export function groupRows(units: ReadingUnit[] = readingUnits()): ReadingRow[] {
  const groups = [...new Set(units.map((u) => u.group))];
  return groups.map((group) => {
    const inGroup = units.filter((u) => u.group === group);
    const en = textStats(inGroup.flatMap((u) => u.text.en), 'en');
    const es = textStats(inGroup.flatMap((u) => u.text.es), 'es');
    return score(group, `${inGroup.length} sections`, en, es);
  });
}

const line = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;

/** Markdown table of rows. */
export function formatRows(rows: ReadingRow[]): string {
  return [
    line(['Group', 'Section', 'EN Flesch-Kincaid grade', 'ES Fernández-Huerta', 'ES band', 'ES needed', 'Result']),
    line(['---', '---', '---:', '---:', '---', '---:', '---']),
    ...rows.map((r) =>
      line([r.group, r.id, r.enGrade.toFixed(1), r.esEase.toFixed(1), easeBand(r.esEase), `≥ ${r.requiredEase}`, r.problems.length ? 'FAIL' : 'ok']),
    ),
  ].join('\n');
}
