import { useQuery } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
import type { AccountExport } from '@reentry/contracts/account';
import { useApi } from '@reentry/platform';
import { AccountLayout } from './account-layout';
import { accountExportQueryOptions } from './account-profile.query';
import { accountPagesMessages as m, attemptsMessage, certificatesMessage, classLineMessage, formsMessage, modulesPassedMessage, practiceMessage, sessionsMessage } from './account-pages.messages';
import { myAccountMessages as my } from './my-account.messages';

function Summary({ data }: { data: AccountExport }) {
  const { profile } = data;
  return (
    <>
      <dl className="account-facts">
        <dt><FormattedMessage {...my.name} /></dt>
        <dd>{profile.name}</dd>
        <dt><FormattedMessage {...my.username} /></dt>
        <dd>{profile.username}</dd>
        <dt><FormattedMessage {...my.email} /></dt>
        <dd>{profile.email ?? <FormattedMessage {...my.noEmail} />}</dd>
      </dl>
      <ul>
        <li><FormattedMessage {...modulesPassedMessage} values={{ count: data.progress.filter((row) => row.completed).length }} /></li>
        <li><FormattedMessage {...attemptsMessage} values={{ count: data.quizAttempts.length }} /></li>
        <li><FormattedMessage {...practiceMessage} values={{ count: data.practiceAnswers.length }} /></li>
        {data.moneyPlan && <li><FormattedMessage {...m.dataMoneyPlan} /></li>}
        <li><FormattedMessage {...certificatesMessage} values={{ count: data.certificates.length }} /></li>
        {data.classMembership && <li><FormattedMessage {...classLineMessage} values={{ name: data.classMembership.instructorName }} /></li>}
        <li><FormattedMessage {...sessionsMessage} values={{ count: data.sessions.length }} /></li>
        <li>
          {profile.email && !profile.emailVerified ? <FormattedMessage {...m.dataFormsWaiting} /> : <FormattedMessage {...formsMessage} values={{ count: data.forms.length }} />}
        </li>
      </ul>
      <p><FormattedMessage {...m.dataAuditLog} /></p>
    </>
  );
}

/** /account/data: a readable summary of what the data download holds, with the download itself. */
export function AccountDataPage() {
  const api = useApi();
  const data = useQuery(accountExportQueryOptions(api));
  return (
    <AccountLayout messages={{ title: m.dataTitle, intro: m.dataIntro }}>
      {data.data && <Summary data={data.data} />}
      <p>
        <a className="button button--primary" href="/api/account/export" download="my-data.json">
          <FormattedMessage {...my.download} />
        </a>
      </p>
    </AccountLayout>
  );
}
