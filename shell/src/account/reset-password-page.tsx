import { Form, Formik } from 'formik';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router';
import type { MessageResponse } from '@reentry/contracts/auth';
import { authValidationMessages } from '@reentry/contracts/auth-rules';
import { RESET_REDIRECT_MS } from '@reentry/contracts/constants';
import { ApiError, useApi, useToast } from '@reentry/platform';
import { Button, SubmitButton } from '@reentry/ui';
import { accountMessages as m } from './account.messages';
import { AccountFormHead } from './account-form-head';
import { AccountLayout } from './account-layout';
import { accountValidation } from './lazy-validation';
import { FormikTextField } from './formik-text-field';
import { ResetWithCodeForm } from './reset-with-code-form';

type View = 'reading' | 'form' | 'done' | 'invalid' | 'code';

/**
 * The mailed link carries token and email in the fragment (#token=...&email=...), which never reaches a
 * server; the spec's query parameters (?token=...&email=...) work too. Both are read after the first
 * render (the server cannot see a fragment), and then taken out of the address bar.
 */
function readLink(hash: string, search: string): { token: string; email: string } {
  const fromHash = new URLSearchParams(hash.replace(/^#/, ''));
  const fromQuery = new URLSearchParams(search);
  return {
    token: fromHash.get('token') ?? fromQuery.get('token') ?? '',
    email: fromHash.get('email') ?? fromQuery.get('email') ?? '',
  };
}

export function ResetPasswordPage() {
  const intl = useIntl();
  const api = useApi();
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const [{ token, email }, setLink] = useState({ token: '', email: '' });
  const [view, setView] = useState<View>('reading');

  useEffect(() => {
    if (view !== 'reading') return;
    const link = readLink(location.hash, location.search);
    setLink(link);
    // `?with=code`: a learner without email, with a code from their instructor.
    const withCode = new URLSearchParams(location.search).get('with') === 'code';
    setView(link.token && link.email ? 'form' : withCode ? 'code' : 'invalid');
    // The secret link should not stay on screen or in the browser's history.
    if (location.hash || location.search) window.history.replaceState(window.history.state, '', location.pathname);
  }, [view, location]);

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

  if (view === 'reading') {
    // Neutral until the link is read: the same markup on the server and on the first client render.
    return <AccountLayout key="reading" messages={{ title: m.resetTitle, intro: m.resetIntro }}>{null}</AccountLayout>;
  }
  if (view === 'invalid') {
    return (
      <AccountLayout key="invalid" messages={{ title: m.invalidTitle, intro: authValidationMessages.resetLinkInvalid }}>
        <Link className="button button--primary" to="/forgot-password">
          <FormattedMessage {...m.requestNewLink} />
        </Link>
        <p className="account__links">
          <Link to="/reset-password?with=code" onClick={() => setView('code')}>
            <FormattedMessage {...m.haveCodeLink} />
          </Link>
        </p>
      </AccountLayout>
    );
  }
  if (view === 'code') {
    return (
      <AccountLayout key="code" messages={{ title: m.resetCodeTitle, intro: m.resetCodeIntro }}>
        <ResetWithCodeForm onDone={() => setView('done')} />
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
      <Formik key={token} initialValues={{ token, email, password: '', confirmPassword: '' }} validate={accountValidation.resetPassword} onSubmit={reset}>
        {({ isSubmitting }) => (
          <Form noValidate method="post" className="form">
            <AccountFormHead fields={['password', 'confirmPassword']} />
            <FormikTextField name="password" label={m.newPassword} hint={m.resetPasswordHint} type="password" autoComplete="new-password" />
            <FormikTextField name="confirmPassword" label={m.confirmNewPassword} type="password" autoComplete="new-password" />
            <SubmitButton busy={isSubmitting}>
              <FormattedMessage {...(isSubmitting ? m.resetting : m.resetButton)} />
            </SubmitButton>
          </Form>
        )}
      </Formik>
    </AccountLayout>
  );
}
