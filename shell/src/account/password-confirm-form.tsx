import { Form, Formik, type FormikHelpers } from 'formik';
import { FormattedMessage } from 'react-intl';
import * as yup from 'yup';
import { authValidationMessages as v } from '@reentry/contracts/auth-rules';
import { Button } from '@reentry/ui';
import { twoFactorCodeFormSchema } from './account-schemas';
import { accountMessages as m } from './account.messages';
import { FocusFirstError } from './focus-first-error';
import { FormError } from './form-error';
import { FormikTextField } from './formik-text-field';
import { securityMessages as s } from './security.messages';

export interface PasswordConfirmValues {
  password: string;
  code: string;
}

const passwordOnly = yup.object({ password: yup.string().required(v.currentPasswordRequired.id) });
const passwordAndCode = passwordOnly.concat(twoFactorCodeFormSchema);

/** Asks for the current password (and, to turn two-step sign-in off, a code) before a security change. */
export function PasswordConfirmForm({
  withCode = false,
  onSubmit,
  onCancel,
}: {
  withCode?: boolean;
  onSubmit: (values: PasswordConfirmValues, helpers: FormikHelpers<PasswordConfirmValues>) => Promise<void>;
  onCancel: () => void;
}) {
  return (
    <Formik initialValues={{ password: '', code: '' }} validationSchema={withCode ? passwordAndCode : passwordOnly} onSubmit={onSubmit}>
      {({ isSubmitting }) => (
        <Form noValidate method="post" className="form">
          <p className="form__required-note">
            <FormattedMessage {...m.requiredNote} />
          </p>
          <FormError />
          <FocusFirstError fields={['password', 'code']} />
          <FormikTextField name="password" label={s.currentPassword} type="password" autoComplete="current-password" />
          {withCode && <FormikTextField name="code" label={s.code} hint={s.codeHint} autoComplete="one-time-code" autoCapitalize="none" />}
          <Button type="submit" disabled={isSubmitting}>
            <FormattedMessage {...(isSubmitting ? s.checking : s.confirmPassword)} />
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            <FormattedMessage {...s.cancel} />
          </Button>
        </Form>
      )}
    </Formik>
  );
}
