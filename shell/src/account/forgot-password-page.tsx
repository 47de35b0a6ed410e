import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { accountMessages as m } from './account.messages';
import { MailRequestPage } from './mail-request-page';

/** `/forgot-password`: a reset link is mailed to the address (the answer never says if an account uses it). */
export function ForgotPasswordPage() {
  return (
    <MailRequestPage
      messages={{ title: m.forgotTitle, intro: m.forgotIntro, button: m.forgotButton, sentTitle: m.forgotOkTitle, sent: m.forgotSent, failTitle: m.forgotFailTitle }}
      links={
        <>
          {/* No email (a learner who signed up with a class code): a code from the instructor instead. */}
          <Link to="/reset-password?with=code">
            <FormattedMessage {...m.haveCodeLink} />
          </Link>
          <Link to="/login">
            <FormattedMessage {...m.backToLogin} />
          </Link>
        </>
      }
    />
  );
}
