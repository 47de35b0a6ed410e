import { Form, Formik } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import type { User } from '@reentry/contracts/user';
import { ApiError, useApi } from '@reentry/platform';
import { Button } from '@reentry/ui';
import { accountMessages as m } from './account.messages';
import { useInlineFailureToast } from './inline-failure-toast';
import { AccountLayout } from './account-layout';
import { accountValidation } from './lazy-validation';
import { showServerError } from './server-errors';
import { FocusFirstError } from './focus-first-error';
import { FormError } from './form-error';
import { FormikTextField } from './formik-text-field';
import { securityMessages as s } from './security.messages';
import { useAfterSignIn } from './use-after-sign-in';

/** The login's second step: the password was right; a code from the app (or a recovery code) finishes it. */
export function TwoFactorStep({ onStartOver }: { onStartOver: () => void }) {
  const intl = useIntl();
  const api = useApi();
  const failureToast = useInlineFailureToast();
  const afterSignIn = useAfterSignIn();

  return (
    <AccountLayout key="code" messages={{ title: s.codeTitle, intro: s.codeIntro }}>
      <Formik
        initialValues={{ code: '' }}
        validate={accountValidation.twoFactorCode}
        onSubmit={async (values, helpers) => {
          try {
            await afterSignIn(await api.post<User>('/api/auth/login/two-factor', { code: values.code.trim() }));
          } catch (error) {
            const reason = showServerError(error, helpers, { fields: ['code'], fallback: intl.formatMessage(m.tryAgain) });
            failureToast({ title: intl.formatMessage(s.codeFailTitle), description: reason ?? intl.formatMessage(m.tryAgain), variant: 'destructive' });
            // The step expired (or the session ended): back to the password.
            if (error instanceof ApiError && error.status === 401) onStartOver();
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate method="post" className="form">
            <p className="form__required-note">
              <FormattedMessage {...m.requiredNote} />
            </p>
            <FormError />
            <FocusFirstError fields={['code']} />
            <FormikTextField name="code" label={s.code} hint={s.codeHint} autoComplete="one-time-code" inputMode="text" autoCapitalize="none" />
            <Button type="submit" disabled={isSubmitting}>
              <FormattedMessage {...(isSubmitting ? s.checking : s.continue)} />
            </Button>
          </Form>
        )}
      </Formik>
      <p className="account__links">
        <button type="button" className="link-button" onClick={onStartOver}>
          <FormattedMessage {...s.startOver} />
        </button>
      </p>
    </AccountLayout>
  );
}
