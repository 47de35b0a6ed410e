import { FormattedMessage, useIntl } from 'react-intl';
import { useActionData } from 'react-router';
import { useKiosk } from '@reentry/platform';
import { ActionForm } from '@reentry/platform/action-form';
import { ActionCheckbox, ActionTextField } from '@reentry/ui/action-fields';
import { accountMessages as m } from './account.messages';
import { signInChecks } from './form-check';
import { useInlineFailureToast } from './inline-failure-toast';
import type { LoginAnswer } from './login-action';
import { signInMessages as s } from './sign-in.messages';
import { useAfterSignIn } from './use-after-sign-in';

const fields = ['username', 'password'];

/**
 * The login's first step: username and password, on the site's one form frame, answered by the route's
 * action (login-action.ts) with or without script. A refusal shows the username again (never the
 * password) and why: the one "invalid username or password", the API's words for too many tries, or
 * "try again" when the API could not be asked.
 */
export function LoginForm() {
  const intl = useIntl();
  const kiosk = useKiosk();
  const failureToast = useInlineFailureToast();
  const away = (useActionData() as LoginAnswer | undefined)?.away === true;
  const body = away ? m.tryAgain : m.loginFailBody;
  return (
    <>
      <ActionForm
        fields={fields}
        validate={(values) => signInChecks.login(values, intl)}
        submit={m.loginButton}
        sending={m.loggingIn}
        // The toast on wide screens says "Login failed"; the form says why.
        failed={{ body }}
        onSend={useAfterSignIn()}
        onRefused={(refusal) =>
          failureToast({ title: intl.formatMessage(m.loginFailTitle), description: refusal.message ?? intl.formatMessage(body), variant: 'destructive' })
        }
      >
        {/* In the form, so its summary and fields follow it. */}
        <p className="form__required-note">
          <FormattedMessage {...m.requiredNote} />
        </p>
        <ActionTextField name="username" label={intl.formatMessage(m.username)} autoComplete="username" autoCapitalize="none" />
        <ActionTextField name="password" label={intl.formatMessage(m.password)} type="password" autoComplete="current-password" />
        {/* A shared tablet offers no "Keep me signed in" (and the server would ignore it there). */}
        {kiosk ? (
          <p className="kiosk-notice">
            <FormattedMessage {...s.kioskLoginNote} />
          </p>
        ) : (
          <ActionCheckbox name="remember" label={intl.formatMessage(s.remember)} hint={intl.formatMessage(s.rememberHint)} />
        )}
      </ActionForm>
    </>
  );
}
