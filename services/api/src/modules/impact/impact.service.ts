import type { Knex } from 'knex';
import { MODULE_IDS } from '@reentry/contracts/constants';
import type { Impact, ImpactModule, ImpactObjective } from '@reentry/contracts/impact';
import { learningObjectives } from '@reentry/contracts/learning-objectives';
import { pairedInterval } from './paired-interval.js';
import { sampleSd, type RawImpact } from './impact-query.js';
import { liveImpact, storedImpact } from './impact-days.js';
import { instants, type DayRange } from './impact-range.js';
import { isSmall, shown, suppressGroup } from './small-counts.js';

/** Shares and gains to 4 places (a hundredth of a percent), scores to 1: no false precision in a report. */
const share = (value: number) => Math.round(value * 10_000) / 10_000;
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

function moduleFigures(raw: RawImpact): ImpactModule[] {
  const completedOf = (id: number) => raw.completed.find((row) => row.moduleId === id)?.n ?? 0;
  const completed = suppressGroup(MODULE_IDS.map(completedOf));
  return MODULE_IDS.map((moduleId, i) => {
    const pair = raw.pairs.find((row) => row.moduleId === moduleId);
    const n = pair?.n ?? 0;
    const visible = pair && !isSmall(n);
    return {
      moduleId,
      completed: completed.parts[i]!,
      pairs: shown(n),
      before: visible ? share(pair.before) : null,
      after: visible ? share(pair.after) : null,
      gain: visible ? share(pair.gain) : null,
      ci95: visible && pair.sd !== null ? (pairedInterval(n, pair.gain, pair.sd).map(share) as [number, number]) : null,
    };
  });
}

/**
 * The same measure by learning objective, every objective in the contract's order. Only the pairs of modules
 * whose own pair count is shown take part: an objective spread over a shown and a hidden module would otherwise
 * give the hidden one's count as its total minus the shown module's. A person has one pair per module, so 10
 * pairs could be fewer than 10 people: the figures show only when one module alone gives the objective 10 pairs
 * or more (then at least 10 different people are in it).
 */
function objectiveFigures(raw: RawImpact): ImpactObjective[] {
  const modulesShown = new Set(raw.pairs.filter((pair) => !isSmall(pair.n)).map((pair) => pair.moduleId));
  return learningObjectives.map((objective) => {
    const rows = raw.objectives.filter((row) => row.objective === objective && modulesShown.has(row.moduleId));
    const sum = (pick: (row: (typeof rows)[number]) => number) => rows.reduce((total, row) => total + pick(row), 0);
    const n = sum((row) => row.n);
    const sums = { n, sumDiff: sum((row) => row.sumDiff), sumDiffSquared: sum((row) => row.sumDiffSquared) };
    const people = Math.max(0, ...rows.map((row) => row.n)); // at least this many different people
    const visible = n > 0 && !isSmall(people);
    const gain = visible ? sums.sumDiff / n : null;
    const sd = visible ? sampleSd(sums) : null;
    return {
      objective,
      pairs: visible || n === 0 ? n : null,
      before: visible ? share(sum((row) => row.sumBefore) / n) : null,
      after: visible ? share(sum((row) => row.sumAfter) / n) : null,
      gain: gain === null ? null : share(gain),
      ci95: gain !== null && sd !== null ? (pairedInterval(n, gain, sd).map(share) as [number, number]) : null,
    };
  });
}

function wellBeingFigures(raw: RawImpact['wellBeing']): Impact['wellBeing'] {
  const round = (name: 'sign-up' | 'follow-up') => {
    const row = raw.rounds.find((r) => r.round === name);
    const n = row?.n ?? 0;
    return { count: shown(n), meanScore: row && !isSmall(n) ? oneDecimal(row.mean) : null };
  };
  const { n, change, sd } = raw.paired;
  const visible = n > 0 && !isSmall(n) && change !== null;
  return {
    signUp: round('sign-up'),
    followUp: round('follow-up'),
    paired: {
      pairs: shown(n),
      change: visible ? oneDecimal(change) : null,
      ci95: visible && sd !== null ? (pairedInterval(n, change, sd).map(oneDecimal) as [number, number]) : null,
    },
  };
}

/** The figures of a range as anyone may see them: every count of 1 to 9 hidden, and what would reveal one. */
export function publicFigures(raw: RawImpact, range: DayRange, asOf: Date): Impact {
  const modules = moduleFigures(raw);
  const completedTotal = suppressGroup(MODULE_IDS.map((id) => raw.completed.find((row) => row.moduleId === id)?.n ?? 0)).total;
  return {
    from: range.from,
    to: range.to,
    asOf: asOf.toISOString(),
    learners: shown(raw.learners),
    completedModules: completedTotal,
    certificates: shown(raw.certificates),
    facilities: shown(raw.facilities),
    modules,
    objectives: objectiveFigures(raw),
    wellBeing: wellBeingFigures(raw.wellBeing),
  };
}

/**
 * Reads and hides: the one path from the database to a figure (the public route and the staff report). Everyone's
 * figures come from the day sums (rebuilt every few minutes; "as of" is that rebuild); one class's, and any
 * before the first rebuild, are read live.
 */
export async function impactFigures(knex: Knex, range: DayRange, timeZone: string, instructorId?: number): Promise<Impact> {
  const span = instants(range, timeZone);
  const stored = instructorId === undefined ? await storedImpact(knex, span, range) : null;
  if (stored) return publicFigures(stored.raw, range, stored.asOf);
  const asOf = new Date();
  return publicFigures(await liveImpact(knex, span, timeZone, instructorId), range, asOf);
}
