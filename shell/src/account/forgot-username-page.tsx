import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { accountMessages as m } from './account.messages';
import type { ForgotRequest } from './forgot-password-form';
import { MailRequestPage } from './mail-request-page';

const usernames: ForgotRequest = { path: '/api/auth/forgot-username', button: m.forgotUsernameButton, okTitle: m.forgotUsernameOkTitle, failTitle: m.forgotUsernameFailTitle };

/** `/forgot-username`: every username on an email address is mailed to it (the answer never says if any). */
export function ForgotUsernamePage() {
  return (
    <MailRequestPage
      messages={{ title: m.forgotUsernameTitle, intro: m.forgotUsernameIntro, sent: m.forgotUsernameSent }}
      request={usernames}
      links={
        <Link to="/login">
          <FormattedMessage {...m.backToLogin} />
        </Link>
      }
    />
  );
}
