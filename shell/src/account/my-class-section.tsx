import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { FocusedPanel, useFormOutcome } from '@reentry/platform/action-form';
import { AccountActionForm } from './account-action-form';
import { accountErrorMessages } from './account-error-messages';
import { accountMessages as a } from './account.messages';
import { MY_ACCOUNT_FORMS } from './my-account.action';
import { inClassMessage, myClassMessages as m } from './my-class.messages';
import { useMyClass } from './my-class.query';

/** `?leave-class` on /account: the question before leaving. */
export const LEAVE_CLASS_PARAMETER = 'leave-class';

/**
 * Leaving the class, asked first: "Leave this class" is a link to the question (`?leave-class`), whose
 * Yes is a form my account's route action answers (intent `leaveClass`) and whose No is a link back. All of
 * it works without script; the question takes focus (autofocus), so a screen reader reads it at once.
 */
function LeaveClass() {
  const intl = useIntl();
  const [search] = useSearchParams();
  if (!search.has(LEAVE_CLASS_PARAMETER)) {
    return (
      <p>
        <Link className="button button--secondary" to={`/account?${LEAVE_CLASS_PARAMETER}`}>
          <FormattedMessage {...m.leave} />
        </Link>
      </p>
    );
  }
  return (
    <FocusedPanel role="group" aria-label={intl.formatMessage(m.leave)}>
      <p>
        <FormattedMessage {...m.confirmText} />
      </p>
      <AccountActionForm
        errorMessages={accountErrorMessages}
        intent="leaveClass"
        fields={MY_ACCOUNT_FORMS.leaveClass.fields}
        requiredNote={null}
        submit={m.confirmLeave}
        sending={m.leaving}
        failed={{ title: m.leaveFailedTitle, body: a.tryAgain }}
        actions={
          <Link className="button button--secondary" to="/account">
            <FormattedMessage {...m.cancel} />
          </Link>
        }
      />
    </FocusedPanel>
  );
}

/**
 * The class a signed-in learner is in (issue 31): whose class, the instructor's contact line (plain text,
 * never markup), and leaving it (asked first). Self-contained: mount it on the account page.
 */
export function MyClassSection() {
  const headingId = useId();
  const { data, isPending } = useMyClass();
  const left = useFormOutcome() === MY_ACCOUNT_FORMS.leaveClass.done;
  const current = data?.class;
  return (
    <section className="security-section my-class" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <FormattedMessage {...m.heading} />
      </h2>
      {left && (
        <FocusedPanel role="status" aria-live="polite" className="panel action-form__done">
          <p>
            <strong>
              <FormattedMessage {...m.leftTitle} />
            </strong>
          </p>
        </FocusedPanel>
      )}
      {isPending ? (
        <p>
          <FormattedMessage {...m.loading} />
        </p>
      ) : current ? (
        <>
          <p>
            <FormattedMessage {...inClassMessage} values={{ name: current.instructorName }} />
          </p>
          {current.contactLine && (
            <p>
              <strong>
                <FormattedMessage {...m.contactLabel} />
              </strong>{' '}
              {current.contactLine}
            </p>
          )}
          <LeaveClass />
        </>
      ) : (
        <p>
          <FormattedMessage {...m.noClass} />
        </p>
      )}
    </section>
  );
}
