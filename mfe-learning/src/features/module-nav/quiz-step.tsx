import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { loginPath } from '../../shared/login-path';
import { FOCUS_TAB_STATE } from '../../shared/url-tabs';
import { moduleNavMessages as m } from './module-nav.messages';

/**
 * The end of a lesson leads on: to the Quiz tab for a signed-in learner (focus goes to the tab, so the next
 * thing read is the quiz), to a login that comes back to the quiz for a visitor. A real link either way.
 */
export function QuizStep({ moduleId, signedIn }: { moduleId: number; signedIn: boolean }) {
  const headingId = useId();
  const quizPath = `/modules/${moduleId}?tab=quiz`;
  return (
    <section className="learning-next-step" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <FormattedMessage {...m.nextStepHeading} />
      </h2>
      <p>
        <FormattedMessage {...(signedIn ? m.nextStepText : m.nextStepLoginText)} />
      </p>
      {signedIn ? (
        <Link className="button button--primary" to={quizPath} replace state={FOCUS_TAB_STATE}>
          <FormattedMessage {...m.takeQuiz} />
        </Link>
      ) : (
        <Link className="button button--primary" to={loginPath(quizPath)}>
          <FormattedMessage {...m.logInThenQuiz} />
        </Link>
      )}
    </section>
  );
}
