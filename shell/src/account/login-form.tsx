import { Form, Formik, type FormikHelpers } from 'formik';
import { useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { User } from '@reentry/contracts/user';
import { ApiError, useApi, useKiosk } from '@reentry/platform';
import { SubmitButton } from '@reentry/ui';
import { AdoptTypedValues } from '@reentry/ui/adopt-typed-values';
import { accountMessages as m } from './account.messages';
import { AccountFormHead } from './account-form-head';
import { useInlineFailureToast } from './inline-failure-toast';
import { accountValidation } from './lazy-validation';
import { FormikCheckbox } from './formik-checkbox';
import { FormikTextField } from './formik-text-field';
import { showServerError } from './server-errors';
import { securityMessages as s } from './security.messages';
import { useAfterSignIn } from './use-after-sign-in';

type LoginValues = { username: string; password: string; remember: boolean };

/**
 * The login's first step: username and password. Its code (Formik) loads on first use (login-page.tsx).
 * When the account uses two-step sign-in, `onTwoFactor` shows the code step.
 */
export function LoginForm({ onTwoFactor }: { onTwoFactor: () => Promise<void> }) {
  const intl = useIntl();
  const api = useApi();
  const failureToast = useInlineFailureToast();
  const afterSignIn = useAfterSignIn();
  const kiosk = useKiosk();
  const formRef = useRef<HTMLFormElement>(null);

  async function logIn(values: LoginValues, helpers: FormikHelpers<LoginValues>) {
    try {
      await afterSignIn(await api.post<User>('/api/auth/login', values));
    } catch (error) {
      if (error instanceof ApiError && error.code === 'TWO_FACTOR_REQUIRED') {
        await onTwoFactor();
        return;
      }
      // Too many attempts has its own message; every other failure reads the same (spec section 8).
      const tooMany = error instanceof ApiError && error.status === 429;
      const description = (tooMany && error.userMessage) || intl.formatMessage(m.loginFailBody);
      showServerError(tooMany ? error : undefined, helpers, { fields: ['username', 'password'], fallback: description });
      failureToast({ title: intl.formatMessage(m.loginFailTitle), description, variant: 'destructive' });
    }
  }

  return (
    <Formik initialValues={{ username: '', password: '', remember: false }} validate={accountValidation.login} onSubmit={logIn}>
      {(formik) => (
        <Form ref={formRef} noValidate method="post" className="form">
          <AdoptTypedValues form={formRef} formik={formik} />
          <AccountFormHead fields={['username', 'password']} />
          <FormikTextField name="username" label={m.username} autoComplete="username" autoCapitalize="none" />
          <FormikTextField name="password" label={m.password} type="password" autoComplete="current-password" />
          {/* A shared tablet offers no "Keep me signed in" (and the server would ignore it there). */}
          {kiosk ? (
            <p className="kiosk-notice">
              <FormattedMessage {...s.kioskLoginNote} />
            </p>
          ) : (
            <FormikCheckbox name="remember" label={s.remember} hint={s.rememberHint} />
          )}
          <SubmitButton busy={formik.isSubmitting}>
            <FormattedMessage {...(formik.isSubmitting ? m.loggingIn : m.loginButton)} />
          </SubmitButton>
        </Form>
      )}
    </Formik>
  );
}
