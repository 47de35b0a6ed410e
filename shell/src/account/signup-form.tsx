import { Form, Formik, type FormikHelpers } from 'formik';
import { useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import type { User } from '@reentry/contracts/user';
import { ApiError, useApi, useIdempotencyKey, useToast } from '@reentry/platform';
import { SubmitButton } from '@reentry/ui';
import { AdoptTypedValues } from '@reentry/ui/adopt-typed-values';
import { accountMessages as m } from './account.messages';
import { AccountFormHead } from './account-form-head';
import { useInlineFailureToast } from './inline-failure-toast';
import { accountValidation } from './lazy-validation';
import { FormikTextField } from './formik-text-field';
import { showServerError } from './server-errors';
import { useSessionActions } from './session-actions';
import { useJoinedClassText } from './announce-class';

const fields = ['username', 'name', 'email', 'password', 'confirmPassword', 'classCode'];
type SignupValues = { username: string; name: string; email: string; password: string; confirmPassword: string; classCode: string };

/** The sign-up form. Its code (Formik) loads on first use (signup-page.tsx). */
export function SignupForm() {
  const intl = useIntl();
  const api = useApi();
  const toast = useToast();
  const failureToast = useInlineFailureToast();
  const navigate = useNavigate();
  const { signedIn } = useSessionActions();
  const joinedClassText = useJoinedClassText();
  const formRef = useRef<HTMLFormElement>(null);
  // The same values sent again (after a lost answer or a network error) carry the same key: the API then
  // answers with the account the first try made, and signs in, instead of "That username is taken".
  const idempotency = useIdempotencyKey();
  // A teacher's link (`/signup?class=KM7P-3QXR`) fills in the class code, in the server's HTML too.
  const [params] = useSearchParams();
  const classFromLink = (params.get('class') ?? '').slice(0, 40);

  async function signUp({ confirmPassword: _confirmation, classCode, ...account }: SignupValues, helpers: FormikHelpers<SignupValues>) {
    try {
      const withClass = classCode.trim() ? { ...account, classCode: classCode.trim() } : account;
      signedIn(await api.post<User>('/api/auth/register', withClass, { headers: { 'Idempotency-Key': idempotency.keyFor(withClass) } }));
      idempotency.done();
      navigate('/');
      // With a class code, the same toast says at once whose class the learner joined (issue 31).
      const joined = withClass === account ? undefined : await joinedClassText();
      const description = [intl.formatMessage(m.registerOkBody), joined].filter(Boolean).join(' ');
      toast({ title: intl.formatMessage(m.registerOkTitle), description, variant: 'success' });
    } catch (error) {
      const reason = error instanceof ApiError ? error.userMessage : undefined;
      showServerError(error, helpers, { fields, conflictField: 'username', fallback: intl.formatMessage(m.tryAgain) });
      failureToast({ title: intl.formatMessage(m.registerFailTitle), description: reason ?? intl.formatMessage(m.tryAgain), variant: 'destructive' });
    }
  }

  return (
    <Formik
      initialValues={{ username: '', name: '', email: '', password: '', confirmPassword: '', classCode: classFromLink }}
      validate={accountValidation.signup}
      onSubmit={signUp}
    >
      {(formik) => (
        <Form ref={formRef} noValidate method="post" className="form">
          <AdoptTypedValues form={formRef} formik={formik} />
          <AccountFormHead fields={fields} requiredNote={m.signupRequiredNote} />
          <FormikTextField name="username" label={m.username} autoComplete="username" autoCapitalize="none" />
          <FormikTextField name="name" label={m.name} autoComplete="name" />
          <FormikTextField
            name="email"
            label={m.email}
            hint={m.noEmailHint}
            required={!formik.values.classCode.trim()}
            type="email"
            autoComplete="email"
            inputMode="email"
          />
          <FormikTextField name="password" label={m.password} hint={m.passwordHint} type="password" autoComplete="new-password" />
          <FormikTextField name="confirmPassword" label={m.confirmPassword} type="password" autoComplete="new-password" />
          <FormikTextField
            name="classCode"
            label={m.classCode}
            hint={m.classCodeHint}
            required={false}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
          />
          <SubmitButton busy={formik.isSubmitting}>
            <FormattedMessage {...(formik.isSubmitting ? m.signingUp : m.signupButton)} />
          </SubmitButton>
        </Form>
      )}
    </Formik>
  );
}
