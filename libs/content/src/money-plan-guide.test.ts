import { locales } from '@reentry/contracts/locale';
import { letterFields, moneyPlanGuide } from './money-plan-guide.js';
import { sectionRows } from './readability/report.js';
import { readingUnits } from './readability/units.js';

const fieldsOf = (lines: readonly string[]) => lines.flatMap((line) => [...line.matchAll(/\{(\w+)\}/g)].map((match) => match[1]));

describe('the money plan guide', () => {
  it('quotes the spec’s figures for the documents, in both languages', () => {
    const text = (locale: 'en' | 'es') => moneyPlanGuide[locale].documents.flatMap((d) => d.paragraphs).join(' ');
    expect(text('en')).toContain('A new Social Security card is free. You can get a new card up to 3 times a year and 10 times in your life.');
    expect(text('en')).toContain('A birth certificate often costs $10 to $25.');
    expect(text('es')).toContain('hasta 3 veces al año y 10 veces en su vida');
    expect(text('es')).toContain('de $10 a $25');
  });

  it('has the same shape in Spanish, and the letter has the same boxes in the same order', () => {
    const shape = (locale: 'en' | 'es') => {
      const g = moneyPlanGuide[locale];
      return [g.firstSteps.length, g.documents.map((d) => [d.id, d.paragraphs.length]), g.releaseCard.length, g.fines.length, g.letter.length];
    };
    expect(shape('es')).toEqual(shape('en'));
    for (const locale of locales) expect(fieldsOf(moneyPlanGuide[locale].letter)).toEqual([...letterFields]);
  });

  it('is read by the reading-level check and passes it at about a 6th-grade level', () => {
    const rows = sectionRows(readingUnits().filter((unit) => unit.group === 'Money plan'));
    expect(rows.map((row) => row.id)).toEqual(['first-steps', 'social-security-card', 'birth-certificate', 'state-id', 'release-card', 'fines', 'letter']);
    expect(rows.filter((row) => row.problems.length || row.enGrade > 6.5).map((r) => `${r.id}: ${r.enGrade.toFixed(1)} ${r.problems.join('; ')}`)).toEqual([]);
  });
});
