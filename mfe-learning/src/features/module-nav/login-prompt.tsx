import { FormattedMessage } from 'react-intl';
import { Link, useActionData } from 'react-router';
import type { QuizOptionValue } from '@reentry/contracts/content-quiz';
import { FocusedPanel, isRefusal } from '@reentry/platform/action-form';
import { loginPath } from '../../shared/login-path';
import { attemptMessages as quiz } from '../quiz/quiz-attempt.messages';
import { readAnswers } from '../../shared/quiz-answers';
import { questionPath, readQuizStep } from '../quiz/quiz-steps';
import { moduleNavMessages as m } from './module-nav.messages';

/** Where the login comes back to: the module, or the question a post was refused at (its answer chosen again). */
function returnPath(moduleId: number, posted: unknown): string {
  if (!isRefusal(posted)) return `/modules/${moduleId}`;
  const step = readQuizStep(new URLSearchParams({ attempt: posted.values.attempt ?? '', answers: posted.values.answers ?? '' }));
  const chosen = readAnswers(posted.values.answer ?? '')?.[0] as QuizOptionValue | undefined;
  return step ? questionPath(moduleId, step, chosen) : `/modules/${moduleId}?tab=quiz`;
}

/**
 * For visitors, beside the disabled Quiz tab: why, and a login that comes back to this module. A quiz answer
 * posted after the session ended (signed out elsewhere) is refused by the page's action: then the spec's
 * words say so first, with focus, and the login comes back to that question with its answer chosen.
 */
export function LoginPrompt({ id, moduleId }: { id: string; moduleId: number }) {
  const posted = useActionData();
  return (
    <div className="learning-login-prompt">
      {isRefusal(posted) && (
        <FocusedPanel role="alert" className="panel panel--warning">
          <p>
            <strong>
              <FormattedMessage {...quiz.signedOutTitle} />
            </strong>
          </p>
          <p>
            <FormattedMessage {...quiz.signedOutBody} />
          </p>
        </FocusedPanel>
      )}
      <p id={id}>
        <FormattedMessage {...m.loginPrompt} />
      </p>
      <p className="learning-login-prompt__links">
        <Link className="button button--primary" to={loginPath(returnPath(moduleId, posted))}>
          <FormattedMessage {...m.logIn} />
        </Link>
        <Link to="/signup">
          <FormattedMessage {...m.signUp} />
        </Link>
      </p>
    </div>
  );
}
