import type { Locale } from '@reentry/contracts/locale';
import { countSyllablesEn } from './syllables-en.js';
import { countSyllablesEs } from './syllables-es.js';

/** Counts behind a readability score. */
export interface TextStats {
  words: number;
  sentences: number;
  syllables: number;
}

const wordPattern = /[\p{L}\p{N}$][\p{L}\p{N}$%.,'’-]*/gu;

/** Syllables for a token that is not a plain word: numbers and spelled-out abbreviations. */
function tokenSyllables(token: string, locale: Locale): number {
  const clean = token.replace(/[.,'’%-]+$/g, '');
  if (/\.[a-z]{2,}$/i.test(clean)) return 3; // a web address like ReportFraud.ftc.gov is read as a name
  if (/\d/.test(clean)) return locale === 'en' ? 2 : 3; // "$250,000", "2 in 3": said as short number words
  if (clean.length >= 2 && clean === clean.toUpperCase() && /^\p{Lu}+$/u.test(clean)) return clean.length; // FDIC, ID
  const parts = clean.split(/[-’']/).filter(Boolean);
  const count = locale === 'en' ? countSyllablesEn : countSyllablesEs;
  return parts.reduce((sum, part) => sum + count(part), 0);
}

/**
 * Words, sentences and syllables of a block of text. Each entry of `blocks` (a paragraph or a
 * bullet) ends at least one sentence, so bullets without a full stop still count as sentences.
 */
export function textStats(blocks: readonly string[], locale: Locale): TextStats {
  const stats: TextStats = { words: 0, sentences: 0, syllables: 0 };
  for (const block of blocks) {
    const tokens = block.match(wordPattern) ?? [];
    if (tokens.length === 0) continue;
    stats.words += tokens.length;
    stats.syllables += tokens.reduce((sum, t) => sum + tokenSyllables(t, locale), 0);
    const ends = block.replace(/\d[.,]\d/g, '00').match(/[.!?]+(?=\s|$)/g)?.length ?? 0;
    stats.sentences += Math.max(1, ends + (/[.!?]\s*$/.test(block) ? 0 : 1));
  }
  return stats;
}

/** Flesch-Kincaid grade level (English): 0.39 words/sentence + 11.8 syllables/word - 15.59. */
export function fleschKincaidGrade({ words, sentences, syllables }: TextStats): number {
  return 0.39 * (words / sentences) + 11.8 * (syllables / words) - 15.59;
}

/**
 * Fernández-Huerta reading ease (Spanish), with Law's correction of the original misprint:
 * 206.84 - 0.60 x (syllables per 100 words) - 1.02 x (words per sentence). Higher is easier.
 */
export function fernandezHuerta({ words, sentences, syllables }: TextStats): number {
  return 206.84 - 0.6 * ((100 * syllables) / words) - 1.02 * (words / sentences);
}

/** Highest English grade a section may have. */
export const MAX_EN_GRADE = 8;

/**
 * The Fernández-Huerta ease a Spanish section must reach, given its English section's grade.
 * Fernández-Huerta's own table ties ease bands to school grades: 80-90 "fácil" (5th grade),
 * 70-80 "algo fácil" (6th), 60-70 "normal" (7th-8th). The Spanish text must be in the band of
 * the English grade (rounded up) or an easier one. Grades at or below 5 share the "fácil" band.
 */
export function requiredSpanishEase(enGrade: number): number {
  const grade = Math.ceil(enGrade);
  if (grade <= 5) return 80;
  if (grade <= 6) return 70;
  return 60;
}

/** Plain-words label of a Fernández-Huerta score, from the same table. */
export function easeBand(ease: number): string {
  if (ease >= 90) return 'muy fácil';
  if (ease >= 80) return 'fácil';
  if (ease >= 70) return 'algo fácil';
  if (ease >= 60) return 'normal';
  if (ease >= 50) return 'algo difícil';
  return 'difícil';
}
