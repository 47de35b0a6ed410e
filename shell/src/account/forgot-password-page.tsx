import { Form, Formik, type FormikHelpers } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { ForgotPasswordRequest, MessageResponse } from '@reentry/contracts/auth';
import { ApiError, ScriptRequiredNotice, useApi, useToast } from '@reentry/platform';
import { Button, SubmitButton } from '@reentry/ui';
import { accountMessages as m } from './account.messages';
import { AccountLayout } from './account-layout';
import { accountValidation } from './lazy-validation';
import { FocusFirstError } from './focus-first-error';
import { FormError } from './form-error';
import { FormikTextField } from './formik-text-field';
import { showServerError } from './server-errors';

export function ForgotPasswordPage() {
  const intl = useIntl();
  const api = useApi();
  const toast = useToast();
  const [sent, setSent] = useState(false);
  const sentStatus = useRef<HTMLParagraphElement>(null);
  // Focus goes to the status that says what happened (the form it replaced is gone).
  useEffect(() => {
    if (sent) sentStatus.current?.focus();
  }, [sent]);

  async function requestLink(values: ForgotPasswordRequest, helpers: FormikHelpers<ForgotPasswordRequest>) {
    try {
      const answer = await api.post<MessageResponse>('/api/auth/forgot-password', values);
      setSent(true);
      toast({ title: intl.formatMessage(m.forgotOkTitle), description: answer?.message || intl.formatMessage(m.forgotOkBody), variant: 'success' });
    } catch (error) {
      const reason = error instanceof ApiError ? error.userMessage : undefined;
      showServerError(error, helpers, { fields: ['email'], fallback: intl.formatMessage(m.somethingWrong) });
      toast({ title: intl.formatMessage(m.forgotFailTitle), description: reason ?? intl.formatMessage(m.somethingWrong), variant: 'destructive' });
    }
  }

  return (
    <AccountLayout messages={{ title: m.forgotTitle, intro: m.forgotIntro }}>
      {sent ? (
        <p className="panel" role="status" tabIndex={-1} ref={sentStatus}>
          <FormattedMessage {...m.forgotSent} />
        </p>
      ) : (
        <Formik initialValues={{ email: '' }} validate={accountValidation.forgotPassword} onSubmit={requestLink}>
          {({ isSubmitting }) => (
            <Form noValidate method="post" className="form">
              <ScriptRequiredNotice />
              <p className="form__required-note">
                <FormattedMessage {...m.requiredNote} />
              </p>
              <FormError />
              <FocusFirstError fields={['email']} />
              <FormikTextField name="email" label={m.email} type="email" autoComplete="email" inputMode="email" />
              <SubmitButton busy={isSubmitting}>
                <FormattedMessage {...(isSubmitting ? m.sending : m.forgotButton)} />
              </SubmitButton>
            </Form>
          )}
        </Formik>
      )}
      <p className="account__links">
        <Link to="/login">
          <FormattedMessage {...m.backToLogin} />
        </Link>
      </p>
    </AccountLayout>
  );
}
