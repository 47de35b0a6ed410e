import { Form, Formik } from 'formik';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { MessageResponse } from '@reentry/contracts/auth';
import { authValidationMessages } from '@reentry/contracts/auth-rules';
import { RESET_REDIRECT_MS } from '@reentry/contracts/constants';
import { ApiError, useApi, useToast } from '@reentry/platform';
import { Button } from '@reentry/ui';
import { accountMessages as m } from './account.messages';
import { AccountLayout } from './account-layout';
import { resetPasswordFormSchema } from './account-schemas';
import { FocusFirstError } from './focus-first-error';
import { FormikTextField } from './formik-text-field';

type View = 'form' | 'done' | 'invalid';

export function ResetPasswordPage() {
  const intl = useIntl();
  const api = useApi();
  const toast = useToast();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const email = params.get('email') ?? '';
  const [view, setView] = useState<View>(token && email ? 'form' : 'invalid');

  useEffect(() => {
    if (view !== 'done') return;
    const timer = setTimeout(() => navigate('/login'), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [view, navigate]);

  async function reset(values: { password: string }) {
    try {
      await api.post<MessageResponse>('/api/auth/reset-password', { token, email, password: values.password });
      setView('done');
    } catch (error) {
      const reason = error instanceof ApiError ? error.userMessage : undefined;
      setView('invalid');
      toast({ title: intl.formatMessage(m.resetFailTitle), description: reason ?? intl.formatMessage(m.resetFailTitle), variant: 'destructive' });
    }
  }

  if (view === 'invalid') {
    return (
      <AccountLayout key="invalid" messages={{ title: m.invalidTitle, intro: authValidationMessages.resetLinkInvalid }}>
        <Link className="button button--primary" to="/forgot-password">
          <FormattedMessage {...m.requestNewLink} />
        </Link>
      </AccountLayout>
    );
  }
  if (view === 'done') {
    return (
      <AccountLayout key="done" messages={{ title: m.resetDoneTitle, intro: m.resetDoneBody }}>
        <Link to="/login">
          <FormattedMessage {...m.goToLogin} />
        </Link>
      </AccountLayout>
    );
  }
  return (
    <AccountLayout messages={{ title: m.resetTitle, intro: m.resetIntro }}>
      <Formik initialValues={{ token, email, password: '', confirmPassword: '' }} validationSchema={resetPasswordFormSchema} onSubmit={reset}>
        {({ isSubmitting }) => (
          <Form noValidate method="post" className="form">
            <FocusFirstError fields={['password', 'confirmPassword']} />
            <FormikTextField name="password" label={m.newPassword} hint={m.resetPasswordHint} type="password" autoComplete="new-password" />
            <FormikTextField name="confirmPassword" label={m.confirmNewPassword} type="password" autoComplete="new-password" />
            <Button type="submit" disabled={isSubmitting}>
              <FormattedMessage {...(isSubmitting ? m.resetting : m.resetButton)} />
            </Button>
          </Form>
        )}
      </Formik>
    </AccountLayout>
  );
}
