import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { useSession } from '@reentry/platform';
import { AccountLayout } from './account-layout';
import { ChangePasswordSection } from './change-password-section';
import { MyClassSection } from './my-class-section';
import { securityMessages as s } from './security.messages';
import { SessionsSection } from './sessions-section';
import { TwoFactorSection } from './two-factor-section';

/** /account/security: the signed-in user's password, sessions and two-step sign-in. */
export function SecurityPage() {
  const session = useSession();
  if (session.status === 'loading') return null;
  if (!session.user) {
    return (
      <AccountLayout key="visitor" messages={{ title: s.title, intro: s.signedOutIntro }}>
        <Link className="button button--primary" to="/login">
          <FormattedMessage {...s.loginLink} />
        </Link>
      </AccountLayout>
    );
  }
  return (
    <AccountLayout messages={{ title: s.title, intro: s.intro }}>
      <TwoFactorSection />
      <ChangePasswordSection />
      <SessionsSection />
      {/* Issue 31: moves to /account once that page exists (section 1 of the issue). */}
      <MyClassSection />
    </AccountLayout>
  );
}
