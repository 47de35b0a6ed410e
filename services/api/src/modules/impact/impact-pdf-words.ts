import type { Impact, ImpactModule, ImpactObjective } from '@reentry/contracts/impact';
import { learningObjectiveMessages } from '@reentry/contracts/learning-objectives';
import type { Locale } from '@reentry/contracts/locale';
import { translate } from '../../i18n/translate.js';
import { fill, longDate } from '../certificates/certificate-wording.js';
import type { Block } from './impact-pdf-layout.js';

/** What a report is about: the figures, the class (its instructor's name) or everyone, and the day they were counted. */
export interface ImpactReport {
  figures: Impact;
  locale: Locale;
  className: string | null;
  /** A day (YYYY-MM-DD) in the organisation's time zone. */
  asOf: string;
}

type Interval = readonly [number, number] | null;

// Module, finished, people who did both, before, after, change: 470 points, the content width.
// The figure columns are as wide as their longest words at 9 points ("fewer than 10", "no se muestra",
// "+32 puntos (de 24 a 40)"), so only the module's title and the column headings wrap.
const MODULE_COLUMNS = [{ width: 116 }, { width: 61, align: 'right' }, { width: 61, align: 'right' }, { width: 63, align: 'right' }, { width: 63, align: 'right' }, { width: 106 }] as const;
// Topic, people who did both, before, after, change: the same 470 points, the topic's name in the module's room.
const TOPIC_COLUMNS = [{ width: 177 }, { width: 61, align: 'right' }, { width: 63, align: 'right' }, { width: 63, align: 'right' }, { width: 106 }] as const;
const COUNT_COLUMNS = [{ width: 370 }, { width: 100, align: 'right' }] as const;

/** The report's words in its language, as blocks to lay out: the same figures as the CSV, as the /impact page says them. */
export function impactReportBlocks({ figures, locale, className, asOf }: ImpactReport, titles: ReadonlyMap<number, string>): Block[] {
  const t = (id: string, values: Record<string, string | number> = {}) => fill(translate(locale, `api.impact.${id}`), values);
  const format = (value: number, options: Intl.NumberFormatOptions = {}) => new Intl.NumberFormat(locale === 'es' ? 'es-US' : 'en-US', options).format(value);
  const count = (value: number | null) => (value === null ? t('csv.fewerThan10') : format(value));
  const notShown = t('pdf.notShown');
  const change = (value: number | null, interval: Interval, scale: number, digits: number) => {
    if (value === null) return notShown;
    const number = (n: number, signDisplay: 'exceptZero' | 'auto') => format(n * scale, { minimumFractionDigits: digits, maximumFractionDigits: digits, signDisplay });
    if (!interval) return t('pdf.points', { change: number(value, 'exceptZero') });
    return t('pdf.pointsWithRange', { change: number(value, 'exceptZero'), low: number(interval[0], 'auto'), high: number(interval[1], 'auto') });
  };
  const moduleRow = (module: ImpactModule) => {
    const title = titles.get(module.moduleId);
    // Before and after are null only with their pairs: hidden with a small group, or no one yet.
    const share = (value: number | null) => (value !== null ? format(value, { style: 'percent', maximumFractionDigits: 0 }) : module.pairs === 0 ? t('pdf.noOne') : notShown);
    return [
      title ? t('pdf.module', { id: module.moduleId, title }) : t('pdf.moduleNumber', { id: module.moduleId }),
      count(module.completed),
      count(module.pairs),
      share(module.before),
      share(module.after),
      module.pairs === 0 ? t('pdf.noOne') : change(module.gain, module.ci95, 100, 0),
    ];
  };
  // By topic: the topics with pairs (as on the page); a hidden one reads "fewer than 10" and "not shown".
  const topicRow = (topic: ImpactObjective) => {
    const share = (value: number | null) => (value !== null ? format(value, { style: 'percent', maximumFractionDigits: 0 }) : notShown);
    return [translate(locale, learningObjectiveMessages[topic.objective].id), count(topic.pairs), share(topic.before), share(topic.after), change(topic.gain, topic.ci95, 100, 0)];
  };
  const topics = figures.objectives.filter((topic) => topic.pairs !== 0);
  const { signUp, followUp, paired } = figures.wellBeing;
  const score = (value: number | null) => (value === null ? notShown : format(value, { maximumFractionDigits: 1 }));

  return [
    { kind: 'title', text: t('pdf.title') },
    { kind: 'text', text: t('pdf.range', { from: longDate(figures.from, locale), to: longDate(figures.to, locale), asOf: longDate(asOf, locale) }) },
    { kind: 'text', text: className === null ? t('csv.allLearners') : t('pdf.classOf', { name: className }) },
    { kind: 'heading', text: t('pdf.numbersHeading') },
    {
      kind: 'table',
      columns: [...COUNT_COLUMNS],
      header: [],
      rows: (['learners', 'completedModules', 'certificates', 'facilities'] as const).map((key) => [t(`csv.${key}`), count(figures[key])]),
    },
    { kind: 'heading', text: t('pdf.learnedHeading') },
    { kind: 'text', text: t('pdf.learnedIntro') },
    {
      kind: 'table',
      columns: [...MODULE_COLUMNS],
      header: [t('csv.module'), t('pdf.colFinished'), t('pdf.colPairs'), t('pdf.colBefore'), t('pdf.colAfter'), t('pdf.colGain')],
      rows: figures.modules.map(moduleRow),
    },
    ...(topics.length === 0
      ? []
      : ([
          { kind: 'heading', text: t('pdf.topicsHeading') },
          { kind: 'text', text: t('pdf.topicsIntro') },
          {
            kind: 'table',
            columns: [...TOPIC_COLUMNS],
            header: [t('pdf.colTopic'), t('pdf.colTopicPairs'), t('pdf.colBefore'), t('pdf.colAfter'), t('pdf.colGain')],
            rows: topics.map(topicRow),
          },
        ] satisfies Block[])),
    { kind: 'heading', text: t('pdf.wellBeingHeading') },
    { kind: 'text', text: t('pdf.wellBeingIntro') },
    { kind: 'text', text: `${t('pdf.signUp')}: ${t('pdf.round', { count: count(signUp.count), score: score(signUp.meanScore) })}` },
    { kind: 'text', text: `${t('pdf.followUp')}: ${t('pdf.round', { count: count(followUp.count), score: score(followUp.meanScore) })}` },
    { kind: 'text', text: `${t('pdf.paired')}: ${t('pdf.change', { count: count(paired.pairs), change: change(paired.change, paired.ci95, 1, 1) })}` },
    { kind: 'heading', text: t('pdf.howHeading') },
    { kind: 'text', text: t('pdf.howSmall') },
    { kind: 'text', text: t('pdf.howRange') },
  ];
}
