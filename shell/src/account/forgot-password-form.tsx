import { Form, Formik, type FormikHelpers } from 'formik';
import { useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ForgotPasswordRequest, MessageResponse } from '@reentry/contracts/auth';
import { ApiError, useApi, useToast } from '@reentry/platform';
import { SubmitButton } from '@reentry/ui';
import { AdoptTypedValues } from '@reentry/ui/adopt-typed-values';
import { accountMessages as m } from './account.messages';
import { AccountFormHead } from './account-form-head';
import { useInlineFailureToast } from './inline-failure-toast';
import { accountValidation } from './lazy-validation';
import { FormikTextField } from './formik-text-field';
import { showServerError } from './server-errors';

type Message = { id: string; defaultMessage: string; description?: string };

/** What the form asks for: a reset link (the default) or the usernames on the address. */
export interface ForgotRequest {
  path: '/api/auth/forgot-password' | '/api/auth/forgot-username';
  button: Message;
  okTitle: Message;
  /** The failure toast's title. */
  failTitle: Message;
}

const resetLink: ForgotRequest = { path: '/api/auth/forgot-password', button: m.forgotButton, okTitle: m.forgotOkTitle, failTitle: m.forgotFailTitle };

/**
 * The form that asks for a mail by email address: a reset link, or the usernames. Its code (Formik)
 * loads on first use (forgot-password-page.tsx, forgot-username-page.tsx).
 */
export function ForgotPasswordForm({ onSent, request = resetLink }: { onSent: () => void; request?: ForgotRequest }) {
  const intl = useIntl();
  const api = useApi();
  const toast = useToast();
  const failureToast = useInlineFailureToast();
  const formRef = useRef<HTMLFormElement>(null);

  async function requestLink(values: ForgotPasswordRequest, helpers: FormikHelpers<ForgotPasswordRequest>) {
    try {
      const answer = await api.post<MessageResponse>(request.path, values);
      onSent();
      toast({ title: intl.formatMessage(request.okTitle), description: answer?.message || intl.formatMessage(m.forgotOkBody), variant: 'success' });
    } catch (error) {
      const reason = error instanceof ApiError ? error.userMessage : undefined;
      showServerError(error, helpers, { fields: ['email'], fallback: intl.formatMessage(m.somethingWrong) });
      failureToast({ title: intl.formatMessage(request.failTitle), description: reason ?? intl.formatMessage(m.somethingWrong), variant: 'destructive' });
    }
  }

  return (
    <Formik initialValues={{ email: '' }} validate={accountValidation.forgotPassword} onSubmit={requestLink}>
      {(formik) => (
        <Form ref={formRef} noValidate method="post" className="form">
          <AdoptTypedValues form={formRef} formik={formik} />
          <AccountFormHead fields={['email']} />
          <FormikTextField name="email" label={m.email} type="email" autoComplete="email" inputMode="email" />
          <SubmitButton busy={formik.isSubmitting}>
            {formik.isSubmitting ? <FormattedMessage {...m.sending} /> : <FormattedMessage {...request.button} />}
          </SubmitButton>
        </Form>
      )}
    </Formik>
  );
}
