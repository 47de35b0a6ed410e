import { useId } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { useLoaderData, useSearchParams } from 'react-router';
import { dateFormatter, dateTimeFormatter } from '@reentry/contracts/date-time';
import type { Impact } from '@reentry/contracts/impact';
import { PageIntro } from '@reentry/ui';
import { countText } from './impact-format';
import type { ImpactProblem } from './impact-loader';
import { ImpactModulesSection } from './impact-modules-section';
import { ImpactObjectivesSection } from './impact-objectives-section';
import { ImpactRangeForm } from './impact-range-form';
import { impactMessages as m, rangeMessage } from './impact.messages';
import { impactRangeOf, useImpact } from './impact.query';
import { WellBeingSection } from './well-being-section';
import { useSiteConfig } from '@reentry/platform';

const headline: [keyof Impact & ('learners' | 'completedModules' | 'certificates' | 'facilities'), MessageDescriptor][] = [
  ['learners', m.learners],
  ['completedModules', m.completedModules],
  ['certificates', m.certificates],
  ['facilities', m.facilities],
];

/** The dates covered and "as of", in the page's language; the time in the organisation's zone (the site's rule). */
function RangeLine({ figures }: { figures: Impact }) {
  const intl = useIntl();
  const timeZone = useSiteConfig().data?.timeZone ?? 'UTC';
  // The range's days are calendar days: read at midnight UTC, shown in UTC, they stay the same day.
  const day = dateFormatter(intl.locale, 'UTC');
  const asOf = dateTimeFormatter(intl.locale, timeZone)(figures.asOf);
  return <p className="impact-range__shown">{intl.formatMessage(rangeMessage, { from: day(figures.from), to: day(figures.to), asOf })}</p>;
}

function HeadlineNumbers({ figures }: { figures: Impact }) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <section className="impact-section" aria-labelledby={headingId}>
      <h2 id={headingId}><FormattedMessage {...m.numbersHeading} /></h2>
      <dl className="impact-numbers">
        {headline.map(([key, label]) => (
          <div key={key}>
            <dt><FormattedMessage {...label} /></dt>
            <dd>{countText(intl, figures[key])}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function HowWeCount() {
  const headingId = useId();
  return (
    <section className="impact-section" aria-labelledby={headingId}>
      <h2 id={headingId}><FormattedMessage {...m.howHeading} /></h2>
      <p><FormattedMessage {...m.howBeforeAfter} /></p>
      <p><FormattedMessage {...m.howSmall} /></p>
      <p><FormattedMessage {...m.howRange} /></p>
    </section>
  );
}

/**
 * `/impact` (issue 40): the public figures of `GET /api/impact` for the months in the address, read in full
 * in the server's HTML (no script needed): the numbers, before and after per module and per topic (table and
 * chart), well-being, and how we count. Months the API refuses show its words at the form, and no figures.
 */
export function ImpactPage() {
  const problem = (useLoaderData() as { problem?: ImpactProblem } | null)?.problem ?? null;
  const [search] = useSearchParams();
  const range = impactRangeOf(search);
  const { data: figures } = useImpact(range, !problem);
  const shown = problem || !figures ? null : figures;
  return (
    <div className="impact">
      <PageIntro messages={{ title: m.title, intro: m.intro }} />
      <section className="impact-section" aria-labelledby="impact-range">
        <h2 id="impact-range"><FormattedMessage {...m.rangeHeading} /></h2>
        {shown && <RangeLine figures={shown} />}
        <ImpactRangeForm shown={shown ? { from: shown.from.slice(0, 7), to: shown.to.slice(0, 7) } : range} problem={problem} />
      </section>
      {shown && (
        <>
          <HeadlineNumbers figures={shown} />
          <ImpactModulesSection modules={shown.modules} />
          <ImpactObjectivesSection objectives={shown.objectives} />
          <WellBeingSection wellBeing={shown.wellBeing} />
        </>
      )}
      <HowWeCount />
    </div>
  );
}
