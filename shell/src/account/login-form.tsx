import { FormattedMessage, useIntl } from 'react-intl';
import { Form } from 'react-router';
import { useKiosk } from '@reentry/platform';
import { Button, busyButtonProps } from '@reentry/ui';
import type { FormAnswer } from './action-answer';
import { ActionCheckbox, ActionFormHead, ActionTextField } from './action-form-parts';
import { accountMessages as m } from './account.messages';
import { signInChecks } from './form-check';
import { useInlineFailureToast } from './inline-failure-toast';
import type { LoginAnswer } from './login-action';
import { securityMessages as s } from './security.messages';
import { useActionForm } from './use-action-form';
import { useAfterSignIn } from './use-after-sign-in';

const fields = ['username', 'password'];
const isPasswordStep = (answer: FormAnswer<unknown>): answer is LoginAnswer => (answer as LoginAnswer).step === 'password';

/**
 * The login's first step: username and password, a real form the route's action answers (login-action.ts),
 * with or without script. A refusal shows the username again (never the password) and why.
 */
export function LoginForm() {
  const intl = useIntl();
  const kiosk = useKiosk();
  const failureToast = useInlineFailureToast();
  const form = useActionForm({
    check: signInChecks.login,
    fields,
    owns: isPasswordStep,
    onSend: useAfterSignIn(),
    // Wide screens also get the spec's toast; on a phone the form's own message is the only one.
    onAnswer: (answer) =>
      failureToast({ title: intl.formatMessage(m.loginFailTitle), description: answer.message ?? intl.formatMessage(m.loginFailBody), variant: 'destructive' }),
  });
  return (
    <Form ref={form.formRef} method="post" noValidate className="form" onSubmit={form.onSubmit} data-html-first="">
      <ActionFormHead shown={form} fallbacks={{ loginFailed: m.loginFailBody }} />
      <ActionTextField shown={form} name="username" label={m.username} autoComplete="username" autoCapitalize="none" />
      <ActionTextField shown={form} name="password" label={m.password} type="password" autoComplete="current-password" />
      {/* A shared tablet offers no "Keep me signed in" (and the server would ignore it there). */}
      {kiosk ? (
        <p className="kiosk-notice">
          <FormattedMessage {...s.kioskLoginNote} />
        </p>
      ) : (
        <ActionCheckbox shown={form} name="remember" label={s.remember} hint={s.rememberHint} />
      )}
      <Button type="submit" {...busyButtonProps(form.busy)}>
        <FormattedMessage {...(form.busy ? m.loggingIn : m.loginButton)} />
      </Button>
    </Form>
  );
}
