import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { useSession } from '@reentry/platform';
import { ActionForm, useFormOutcome } from '@reentry/platform/action-form';
import { ActionTextField } from '@reentry/ui/action-fields';
import { AccountLayout } from '../account/account-layout';
import { CLAIM_PATH } from './claim.action';
import { claimMessages as m } from './claim.messages';

const comeBack = `?returnTo=${encodeURIComponent(CLAIM_PATH)}`;

/** Not signed in: the two steps, and the ways to an account that come back here. */
function SignInFirst() {
  return (
    <section aria-labelledby="claim-steps">
      <h2 id="claim-steps"><FormattedMessage {...m.stepsHeading} /></h2>
      <ol>
        <li><FormattedMessage {...m.stepAccount} /></li>
        <li><FormattedMessage {...m.stepCode} /></li>
      </ol>
      <p className="actions">
        <Link className="button button--primary" to={`/login${comeBack}`}><FormattedMessage {...m.logIn} /></Link>
        <Link className="button button--secondary" to={`/signup${comeBack}`}><FormattedMessage {...m.signUp} /></Link>
      </p>
    </section>
  );
}

/**
 * `/claim` (issue 41): a person who learned in a class inside, with the card their instructor printed,
 * brings that work into their own account. Signed out, it says how (log in or make an account, then
 * the code); signed in, one field, a real form the route action answers (claim.action.ts), with or
 * without script. Staff accounts are told the work goes into a learner's own account.
 */
export function ClaimPage() {
  const session = useSession();
  const claimed = useFormOutcome() === 'claimed';
  const user = session.user;
  return (
    <AccountLayout messages={{ title: m.title, intro: m.intro }}>
      {!user && <SignInFirst />}
      {user && (user.isAdmin || user.isInstructor) && (
        <p className="panel panel--warning"><FormattedMessage {...m.staff} /></p>
      )}
      {user && !user.isAdmin && !user.isInstructor && (
        <>
          <ActionForm
            fields={['code']}
            errorMessages={{ [m.codeRequired.id]: m.codeRequired }}
            submit={m.send}
            sending={m.sending}
            failed={{ title: m.failTitle, body: m.failBody }}
            done={{ outcome: 'claimed', title: m.doneTitle, body: m.doneBody }}
            autoComplete="off"
          >
            <ActionTextField
              name="code"
              label={<FormattedMessage {...m.codeLabel} />}
              hint={<FormattedMessage {...m.codeHint} />}
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={40}
            />
          </ActionForm>
          {claimed && (
            <p className="account__links">
              <Link to="/modules"><FormattedMessage {...m.toModules} /></Link>
              <Link to="/account"><FormattedMessage {...m.toAccount} /></Link>
            </p>
          )}
        </>
      )}
    </AccountLayout>
  );
}
