import { useQuery } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { useApi } from '@reentry/platform';
import { useFormOutcome } from '@reentry/platform/action-form';
import { ActionTextField } from '@reentry/ui/action-fields';
import { AccountActionForm } from './account-action-form';
import { accountErrorMessages } from './account-error-messages';
import { AccountLayout } from './account-layout';
import { accountPagesMessages as m } from './account-pages.messages';
import { accountProfileQueryOptions } from './account-profile.query';
import { accountMessages as a } from './account.messages';
import { accountValidation } from './lazy-validation';
import { myAccountMessages as my } from './my-account.messages';

const erased = [m.erasedSessions, m.erasedPerson, m.erasedSaved, m.erasedProgress, m.erasedCertificates, m.erasedUsername, m.keptAuditLog];

/** After the delete (`?done=deleted`): what happened, said in the page's HTML, and the way home. */
function Deleted() {
  return (
    <AccountLayout key="deleted" messages={{ title: m.deleteTitle, intro: m.deletedTitle }}>
      <div role="status" className="panel">
        <p><strong><FormattedMessage {...m.deletedTitle} /></strong></p>
        <p><FormattedMessage {...m.deletedBody} /></p>
      </div>
      <p>
        <Link to="/"><FormattedMessage {...m.toHome} /></Link>
      </p>
    </AccountLayout>
  );
}

/**
 * /account/delete: what deleting erases, then the password (and a two-step code when it is on), a real
 * form the route action answers (delete-account.action.ts).
 */
export function DeleteAccountPage() {
  const api = useApi();
  const done = useFormOutcome();
  const profile = useQuery({ ...accountProfileQueryOptions(api), enabled: done !== 'deleted' });
  if (done === 'deleted') return <Deleted />;
  const withCode = profile.data?.twoFactor === true;
  return (
    <AccountLayout messages={{ title: m.deleteTitle, intro: m.deleteIntro }}>
      <section className="security-section" aria-labelledby="delete-erased-heading">
        <h2 id="delete-erased-heading">
          <FormattedMessage {...m.erasedHeading} />
        </h2>
        <ul>
          {erased.map((item) => (
            <li key={item.id}>
              <FormattedMessage {...item} />
            </li>
          ))}
        </ul>
        <p>
          <FormattedMessage {...m.downloadFirst} />{' '}
          <a href="/api/account/export" download="my-data.json">
            <FormattedMessage {...my.download} />
          </a>
        </p>
      </section>
      <AccountActionForm errorMessages={accountErrorMessages}
        fields={withCode ? ['password', 'code'] : ['password']}
        check={accountValidation.accountDelete}
        submit={m.deleteButton}
        sending={m.deleting}
        failed={{ title: my.failed, body: a.tryAgain }}
        actions={
          <Link to="/account">
            <FormattedMessage {...m.cancel} />
          </Link>
        }
      >
        <ActionTextField name="password" label={<FormattedMessage {...my.currentPassword} />} type="password" autoComplete="current-password" />
        {withCode && <ActionTextField name="code" label={<FormattedMessage {...m.code} />} autoComplete="one-time-code" autoCapitalize="none" />}
      </AccountActionForm>
    </AccountLayout>
  );
}
