import { useQuery } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import type { AccountProfile } from '@reentry/contracts/account';
import { useApi, useSession } from '@reentry/platform';
import { AccountEmailSection } from './account-email-section';
import { BeforeAfterSection } from './before-after-section';
import { AccountLanguageSection } from './account-language-section';
import { AccountLayout } from './account-layout';
import { AccountNameSection } from './account-name-section';
import { accountProfileQueryOptions } from './account-profile.query';
import { MyClassSection } from './my-class-section';
import { accountPagesMessages as p } from './account-pages.messages';
import { myAccountMessages as m } from './my-account.messages';

function ProfileFacts({ profile }: { profile: AccountProfile }) {
  return (
    <section className="security-section" aria-labelledby="account-profile-heading">
      <h2 id="account-profile-heading">
        <FormattedMessage {...m.profileHeading} />
      </h2>
      <dl className="account-facts">
        <dt><FormattedMessage {...m.name} /></dt>
        <dd>{profile.name}</dd>
        <dt><FormattedMessage {...m.username} /></dt>
        <dd>{profile.username}</dd>
        <dt><FormattedMessage {...m.email} /></dt>
        <dd>{profile.email ?? <FormattedMessage {...m.noEmail} />}</dd>
        <dt><FormattedMessage {...m.language} /></dt>
        <dd>{profile.locale ? <FormattedMessage {...(profile.locale === 'es' ? m.spanish : m.english)} /> : <FormattedMessage {...m.languageNotChosen} />}</dd>
      </dl>
    </section>
  );
}

function DataAndDeletion() {
  return (
    <>
      <section className="security-section" aria-labelledby="account-data-heading">
        <h2 id="account-data-heading">
          <FormattedMessage {...m.dataHeading} />
        </h2>
        <p><FormattedMessage {...m.dataIntro} /></p>
        <p className="button-row">
          <Link className="button button--secondary" to="/account/data">
            <FormattedMessage {...m.seeData} />
          </Link>
          <a className="button button--secondary" href="/api/account/export" download="my-data.json">
            <FormattedMessage {...m.download} />
          </a>
        </p>
      </section>
      <section className="security-section" aria-labelledby="account-delete-heading">
        <h2 id="account-delete-heading">
          <FormattedMessage {...m.deleteHeading} />
        </h2>
        <p>
          <Link to="/account/delete">
            <FormattedMessage {...m.deleteLink} />
          </Link>
        </p>
      </section>
    </>
  );
}

/** /account: the signed-in learner's name, username, email and language, their data, and deleting the account. */
export function MyAccountPage() {
  const session = useSession();
  const api = useApi();
  const profile = useQuery({ ...accountProfileQueryOptions(api), enabled: Boolean(session.user) });
  if (session.status === 'loading') return null;
  if (!session.user) {
    return (
      <AccountLayout key="visitor" messages={{ title: m.title, intro: m.signedOutIntro }}>
        <Link className="button button--primary" to="/login">
          <FormattedMessage {...p.toLogin} />
        </Link>
      </AccountLayout>
    );
  }
  return (
    <AccountLayout messages={{ title: m.title, intro: m.intro }}>
      {profile.data && (
        <>
          <ProfileFacts profile={profile.data} />
          <MyClassSection />
          <BeforeAfterSection />
          <AccountNameSection profile={profile.data} />
          <AccountEmailSection profile={profile.data} />
          <AccountLanguageSection profile={profile.data} />
        </>
      )}
      <DataAndDeletion />
    </AccountLayout>
  );
}
