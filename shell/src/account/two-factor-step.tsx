import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { ActionForm } from '@reentry/platform/action-form';
import { ActionTextField } from '@reentry/ui/action-fields';
import { accountMessages as m } from './account.messages';
import { AccountLayout } from './account-layout';
import { signInChecks } from './form-check';
import { useInlineFailureToast } from './inline-failure-toast';
import { CODE_INTENT } from './login-step';
import { signInMessages as s } from './sign-in.messages';
import { useAfterSignIn } from './use-after-sign-in';

/**
 * The login's second step: the password was right; a code from the app (or a recovery code) finishes it.
 * The route's action answered the password with this form (the API keeps the half-done sign-in in the
 * session); it posts to the same action as the frame's `intent=code`. "Start over" is a link back to the password.
 */
export function TwoFactorStep() {
  const intl = useIntl();
  const { pathname, search } = useLocation();
  const failureToast = useInlineFailureToast();
  return (
    <AccountLayout key="code" messages={{ title: s.codeTitle, intro: s.codeIntro }}>
      <ActionForm
        fields={['code']}
        intent={CODE_INTENT}
        validate={(values) => signInChecks.twoFactorCode(values, intl)}
        submit={s.continue}
        sending={s.checking}
        failed={{ body: m.tryAgain }}
        onSend={useAfterSignIn()}
        onRefused={(refusal) => {
          const description = refusal.errors.code ?? refusal.message;
          if (description) failureToast({ title: intl.formatMessage(s.codeFailTitle), description, variant: 'destructive' });
        }}
      >
        {/* In the form, so its summary and fields follow it. */}
        <p className="form__required-note">
          <FormattedMessage {...m.requiredNote} />
        </p>
        <ActionTextField
          name="code"
          label={intl.formatMessage(s.code)}
          hint={intl.formatMessage(s.codeHint)}
          autoComplete="one-time-code"
          inputMode="text"
          autoCapitalize="none"
        />
      </ActionForm>
      <p className="account__links">
        <Link to={{ pathname, search }}>
          <FormattedMessage {...s.startOver} />
        </Link>
      </p>
    </AccountLayout>
  );
}
