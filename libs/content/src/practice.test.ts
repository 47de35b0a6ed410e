import { practiceKinds, practiceScenarioSchema } from '@reentry/contracts/content-practice';
import { locales } from '@reentry/contracts/locale';
import { practiceScenarios } from './practice.js';
import { sectionRows } from './readability/report.js';
import { readingUnits } from './readability/units.js';

const en = practiceScenarios.en;

describe('Spot the scam scenarios', () => {
  it.each(locales)('match their schema in %s', (locale) => {
    const problems = practiceScenarios[locale].flatMap((s) => practiceScenarioSchema.safeParse(s).error?.issues.map((i) => `${s.id}: ${i.message}`) ?? []);
    expect(problems).toEqual([]);
  });

  it('are at least 14, with unique ids, the same in both languages', () => {
    expect(en.length).toBeGreaterThanOrEqual(14);
    expect(new Set(en.map((s) => s.id)).size).toBe(en.length);
    expect(practiceScenarios.es.map((s) => s.id)).toEqual(en.map((s) => s.id));
  });

  it('have the same kind, answer, number of choices and steps in Spanish', () => {
    const shape = (s: (typeof en)[number]) => [s.id, s.isScam, s.message.kind, s.best, s.choices.length, s.ifItHappened?.length, s.message.lines.length, !!s.message.subject];
    expect(practiceScenarios.es.map(shape)).toEqual(en.map(shape));
  });

  it('give three or four choices, each with its own explanation, and exactly one best choice', () => {
    for (const scenario of en) {
      expect([3, 4]).toContain(scenario.choices.length);
      expect(new Set(scenario.choices.map((c) => c.explanation)).size).toBe(scenario.choices.length);
      expect(scenario.choices.filter((c) => c.value === scenario.best)).toHaveLength(1);
    }
  });

  it('include exactly one real message, whose right answer says how it was checked', () => {
    const real = en.filter((s) => !s.isScam);
    expect(real.map((s) => s.id)).toEqual(['real-bank-text']);
    const right = real[0]!.choices.find((c) => c.value === real[0]!.best)!;
    expect(right.explanation).toMatch(/checked it yourself/);
  });

  it('cover every kind of message', () => {
    expect(new Set(en.map((s) => s.message.kind))).toEqual(new Set(practiceKinds));
  });

  it('send every scam to the FTC at reportfraud.ftc.gov, in both languages', () => {
    for (const locale of locales) {
      const missing = practiceScenarios[locale].filter((s) => s.isScam && !s.ifItHappened!.some((step) => step.includes('reportfraud.ftc.gov')));
      expect(missing.map((s) => s.id)).toEqual([]);
    }
  });

  it('are read by the reading-level check, and pass it at about a 6th-grade level', () => {
    const rows = sectionRows(readingUnits().filter((unit) => unit.group === 'Spot the scam'));
    expect(rows.map((row) => row.id)).toEqual(en.map((s) => s.id));
    expect(rows.filter((row) => row.problems.length || row.enGrade > 6.5).map((r) => `${r.id}: ${r.enGrade.toFixed(1)} ${r.problems.join('; ')}`)).toEqual([]);
  });
});
