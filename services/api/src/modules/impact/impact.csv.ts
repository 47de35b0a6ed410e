import { stringify } from 'csv-stringify/sync';
import type { Impact } from '@reentry/contracts/impact';
import type { Locale } from '@reentry/contracts/locale';
import { learningObjectiveMessages } from '@reentry/contracts/learning-objectives';
import { translate } from '../../i18n/translate.js';

type Cell = string | number;

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
  for (const module of figures.modules) {
    rows.push(
      [t('completed'), module.moduleId, count(module.completed)],
      [t('pairs'), module.moduleId, count(module.pairs)],
      [t('before'), module.moduleId, percent(module.before)],
      [t('after'), module.moduleId, percent(module.after)],
      [t('gain'), module.moduleId, percent(module.gain)],
      [t('gainLow'), module.moduleId, percent(module.ci95?.[0] ?? null)],
      [t('gainHigh'), module.moduleId, percent(module.ci95?.[1] ?? null)],
    );
  }
  // By topic (learning objective): the topics with something to say, in the contract's order.
  for (const topic of figures.objectives.filter((row) => row.pairs !== 0)) {
    const named = (id: string) => t(id).replace('{topic}', translate(locale, learningObjectiveMessages[topic.objective].id));
    rows.push(
      [named('topicPairs'), '', count(topic.pairs)],
      [named('topicBefore'), '', percent(topic.before)],
      [named('topicAfter'), '', percent(topic.after)],
      [named('topicGain'), '', percent(topic.gain)],
      [named('topicGainLow'), '', percent(topic.ci95?.[0] ?? null)],
      [named('topicGainHigh'), '', percent(topic.ci95?.[1] ?? null)],
    );
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
