import { FormattedMessage, useIntl } from 'react-intl';
import { Form, Link, useLocation } from 'react-router';
import { Button, busyButtonProps } from '@reentry/ui';
import type { FormAnswer } from './action-answer';
import { ActionFormHead, ActionTextField } from './action-form-parts';
import { accountMessages as m } from './account.messages';
import { AccountLayout } from './account-layout';
import { signInChecks } from './form-check';
import { useInlineFailureToast } from './inline-failure-toast';
import type { LoginAnswer } from './login-action';
import { securityMessages as s } from './security.messages';
import { useMistakeText } from './mistake-text';
import { useActionForm } from './use-action-form';
import { useAfterSignIn } from './use-after-sign-in';

const isCodeStep = (answer: FormAnswer<unknown>): answer is LoginAnswer => (answer as LoginAnswer).step === 'code';

/**
 * The login's second step: the password was right; a code from the app (or a recovery code) finishes it.
 * The route's action answered the password with this form (the API keeps the half-done sign-in in the
 * session); it posts to the same action (`step=code`). "Start over" is a link back to the password.
 */
export function TwoFactorStep() {
  const intl = useIntl();
  const { pathname, search } = useLocation();
  const failureToast = useInlineFailureToast();
  const mistakeText = useMistakeText();
  const form = useActionForm({
    check: signInChecks.twoFactorCode,
    fields: ['code'],
    owns: isCodeStep,
    onSend: useAfterSignIn(),
    onAnswer: (answer) => {
      const description = mistakeText(answer.errors.code) ?? answer.message;
      if (description) failureToast({ title: intl.formatMessage(s.codeFailTitle), description, variant: 'destructive' });
    },
  });
  return (
    <AccountLayout key="code" messages={{ title: s.codeTitle, intro: s.codeIntro }}>
      <Form ref={form.formRef} method="post" noValidate className="form" onSubmit={form.onSubmit} data-html-first="">
        <input type="hidden" name="step" value="code" />
        <ActionFormHead shown={form} />
        <ActionTextField shown={form} name="code" label={s.code} hint={s.codeHint} autoComplete="one-time-code" inputMode="text" autoCapitalize="none" />
        <Button type="submit" {...busyButtonProps(form.busy)}>
          <FormattedMessage {...(form.busy ? s.checking : s.continue)} />
        </Button>
      </Form>
      <p className="account__links">
        <Link to={{ pathname, search }}>
          <FormattedMessage {...s.startOver} />
        </Link>
      </p>
    </AccountLayout>
  );
}
