import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ImpactObjective } from '@reentry/contracts/impact';
import { learningObjectiveMessages } from '@reentry/contracts/learning-objective-names';
import { FiguresTable } from './impact-figures-table';
import { impactMessages as m } from './impact.messages';

/**
 * "What learners knew, by topic": the same before and after, by what the questions check (the learning
 * objective), as a table and the chart beside it. Topics no one answered in the range are left out; when
 * that is all of them, one line says so.
 */
export function ImpactObjectivesSection({ objectives }: { objectives: readonly ImpactObjective[] }) {
  const intl = useIntl();
  const headingId = useId();
  const rows = objectives
    .filter((objective) => objective.pairs !== 0)
    .map((objective) => {
      const label = intl.formatMessage(learningObjectiveMessages[objective.objective]);
      return { ...objective, key: objective.objective, label, header: label };
    });
  return (
    <section className="impact-section" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <FormattedMessage {...m.topicsHeading} />
      </h2>
      {rows.length === 0 ? (
        <p>
          <FormattedMessage {...m.topicsNone} />
        </p>
      ) : (
        <>
          <p>
            <FormattedMessage {...m.topicsIntro} />
          </p>
          <FiguresTable rows={rows} caption={m.topicsCaption} rowHeading={m.colTopic} countHeading={m.colTopicPairs} chartSummary={m.topicsChartSummary} />
        </>
      )}
    </section>
  );
}
