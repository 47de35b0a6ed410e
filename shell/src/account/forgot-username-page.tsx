import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { accountMessages as m } from './account.messages';
import { MailRequestPage } from './mail-request-page';

/** `/forgot-username`: every username on an email address is mailed to it (the answer never says if any). */
export function ForgotUsernamePage() {
  return (
    <MailRequestPage
      messages={{ title: m.forgotUsernameTitle, intro: m.forgotUsernameIntro, button: m.forgotUsernameButton, sentTitle: m.forgotUsernameOkTitle, sent: m.forgotUsernameSent, failTitle: m.forgotUsernameFailTitle }}
      links={
        <Link to="/login">
          <FormattedMessage {...m.backToLogin} />
        </Link>
      }
    />
  );
}
