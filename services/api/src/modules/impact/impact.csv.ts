import { stringify } from 'csv-stringify/sync';
import type { Impact, ImpactModule } from '@reentry/contracts/impact';
import type { Locale } from '@reentry/contracts/locale';
import { learningObjectiveMessages } from '@reentry/contracts/learning-objectives';
import { translate } from '../../i18n/translate.js';

type Cell = string | number;
type PairedFigures = Pick<ImpactModule, 'pairs' | 'before' | 'after' | 'gain' | 'ci95'>;

/**
 * The staff report (issue 40): the public figures of a range, one per line (measure, module, value), in the
 * requester's language. Hidden counts read "fewer than 10"; shares are percents to one decimal place.
 * RFC 4180 with a byte-order mark; formula-like cells are neutralised as in every export.
 */
export function impactCsv(figures: Impact, locale: Locale, className: string | null, asOf: string): string {
  const t = (id: string) => translate(locale, `api.impact.csv.${id}`);
  const count = (value: number | null): Cell => (value === null ? t('fewerThan10') : value);
  const percent = (value: number | null): Cell => (value === null ? '' : Math.round(value * 1000) / 10);
  const rows: Cell[][] = [
    [t('from'), '', figures.from],
    [t('to'), '', figures.to],
    [t('asOf'), '', asOf],
    [t('class'), '', className ?? t('allLearners')],
    [t('learners'), '', count(figures.learners)],
    [t('completedModules'), '', count(figures.completedModules)],
    [t('certificates'), '', count(figures.certificates)],
    [t('facilities'), '', count(figures.facilities)],
  ];
  // A module's or a topic's before and after: its pairs, the shares and the gain with its interval.
  const pairedRows = (label: (measure: string) => string, module: Cell, row: PairedFigures): Cell[][] =>
    (
      [
        ['pairs', count(row.pairs)],
        ['before', percent(row.before)],
        ['after', percent(row.after)],
        ['gain', percent(row.gain)],
        ['gainLow', percent(row.ci95?.[0] ?? null)],
        ['gainHigh', percent(row.ci95?.[1] ?? null)],
      ] as const
    ).map(([measure, value]) => [label(measure), module, value]);
  for (const module of figures.modules) {
    rows.push([t('completed'), module.moduleId, count(module.completed)], ...pairedRows(t, module.moduleId, module));
  }
  // By topic (learning objective): the topics with something to say, in the contract's order.
  for (const topic of figures.objectives.filter((row) => row.pairs !== 0)) {
    const name = translate(locale, learningObjectiveMessages[topic.objective].id);
    const topicMeasure = (measure: string) => t(`topic${measure[0]!.toUpperCase()}${measure.slice(1)}`).replace('{topic}', name);
    rows.push(...pairedRows(topicMeasure, '', topic));
  }
  const { signUp, followUp, paired } = figures.wellBeing;
  const score = (value: number | null): Cell => value ?? '';
  rows.push(
    [t('signUpCount'), '', count(signUp.count)],
    [t('signUpMean'), '', score(signUp.meanScore)],
    [t('followUpCount'), '', count(followUp.count)],
    [t('followUpMean'), '', score(followUp.meanScore)],
    [t('wellBeingPairs'), '', count(paired.pairs)],
    [t('wellBeingChange'), '', score(paired.change)],
    [t('wellBeingLow'), '', score(paired.ci95?.[0] ?? null)],
    [t('wellBeingHigh'), '', score(paired.ci95?.[1] ?? null)],
  );
  return stringify([[t('measure'), t('module'), t('value')], ...rows], { bom: true, escape_formulas: true, record_delimiter: 'windows' });
}
