import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { DocumentPending, DraftBanner, pressActionProps } from '@reentry/platform';
import { Link } from 'react-router';
import { MODULE_IDS } from '@reentry/contracts/constants';
import type { LessonPlan } from '@reentry/contracts/content-pages';
import { answerSheetMessages as sheets } from './answer-sheet.messages';
import { useLessonPlans } from './lesson-plans.query';
import { resourcesMessages as m } from './teaching-resources.messages';

/** One module's plan. Staff write its texts (the content studio): two may be the same, so list keys are places. */
function Plan({ plan }: { plan: LessonPlan }) {
  const headingId = useId();
  return (
    <article className="lesson-plan print-page" aria-labelledby={headingId}>
      <h3 id={headingId}>
        <FormattedMessage {...m.moduleName} values={{ id: plan.moduleId, title: plan.title }} />
      </h3>
      <p className="lesson-plan__duration">
        <FormattedMessage {...m.duration} values={{ min: plan.durationMinutes.min, max: plan.durationMinutes.max }} />
      </p>
      <h4>
        <FormattedMessage {...m.objectives} />
      </h4>
      {/* Staff write these texts (the content studio): two may be the same, so the keys are places. */}
      <ul>
        {plan.objectives.map((objective, index) => (
          <li key={index}>{objective}</li>
        ))}
      </ul>
      <h4>
        <FormattedMessage {...m.materials} />
      </h4>
      <ul>
        {plan.materials.map((material, index) => (
          <li key={index}>{material}</li>
        ))}
      </ul>
      <h4>
        <FormattedMessage {...m.activities} />
      </h4>
      <ol className="lesson-plan__activities">
        {plan.activities.map((activity) => (
          <li key={activity.id}>
            <strong>{activity.title}</strong> (<FormattedMessage {...m.minutes} values={{ minutes: activity.minutes }} />)
            <p>{activity.description}</p>
          </li>
        ))}
      </ol>
      <h4>
        <FormattedMessage {...m.discussion} />
      </h4>
      <ul>
        {plan.discussionQuestions.map((question, index) => (
          <li key={index}>{question}</li>
        ))}
      </ul>
    </article>
  );
}

/** The paper answer sheets, one link per module (issue 41). */
function AnswerSheetLinks() {
  return (
    <section aria-labelledby="answer-sheets-heading">
      <h3 id="answer-sheets-heading">
        <FormattedMessage {...sheets.sheetsHeading} />
      </h3>
      <p>
        <FormattedMessage {...sheets.sheetsHint} />
      </p>
      <ul className="lesson-plans__sheets">
        {MODULE_IDS.map((id) => (
          <li key={id}>
            <Link to={`/instructor/answer-sheet/${id}`}>
              <FormattedMessage {...sheets.sheetLink} values={{ id }} />
            </Link>
          </li>
        ))}
      </ul>
      <p>
        <Link to="/instructor/paper-entry">
          <FormattedMessage {...sheets.entryLink} />
        </Link>
      </p>
    </section>
  );
}

/** Teaching Resources: each module's lesson plan (one printed page each) and the way to the handout. */
export function LessonPlans({ handoutTo }: { handoutTo: string }) {
  const { data: plans, isDraft, ...state } = useLessonPlans();
  const headingId = useId();
  return (
    <section className="lesson-plans" aria-labelledby={headingId}>
      <div className="no-print">
        <h2 id={headingId}>
          <FormattedMessage {...m.heading} />
        </h2>
        <p>
          <FormattedMessage {...m.intro} />
        </p>
        <div className="button-row">
          <button type="button" className="button button--primary" {...pressActionProps('print')}>
            <FormattedMessage {...m.print} />
          </button>
          <Link className="button button--secondary" to={handoutTo}>
            <FormattedMessage {...m.handoutLink} />
          </Link>
        </div>
        <p className="lesson-plans__hint">
          <FormattedMessage {...m.handoutHint} />
        </p>
        <AnswerSheetLinks />
        <DraftBanner shown={isDraft} />
      </div>
      {plans ? plans.map((plan) => <Plan key={plan.moduleId} plan={plan} />) : <DocumentPending state={state} loading={m.loading} />}
    </section>
  );
}
