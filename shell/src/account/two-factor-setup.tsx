import { Form, Formik } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import type { RecoveryCodesResponse, TwoFactorSetupResponse } from '@reentry/contracts/account-security';
import { useApi, useToast } from '@reentry/platform';
import { Button } from '@reentry/ui';
import { accountMessages as m } from './account.messages';
import { accountValidation } from './lazy-validation';
import { showServerError } from './server-errors';
import { FocusFirstError } from './focus-first-error';
import { FormError } from './form-error';
import { FormikTextField } from './formik-text-field';
import { securityMessages as s } from './security.messages';

/** Shows the new secret (QR code and text) and turns two-step sign-in on with a code from the app. */
export function TwoFactorSetup({ setup, onEnabled, onCancel }: { setup: TwoFactorSetupResponse; onEnabled: (codes: string[]) => void; onCancel: () => void }) {
  const intl = useIntl();
  const api = useApi();
  const toast = useToast();
  return (
    <div className="panel">
      <p>
        <FormattedMessage {...s.scanStep} />
      </p>
      <img className="qr-code" src={setup.qrCode} alt={intl.formatMessage(s.qrAlt)} width={200} height={200} />
      <p>
        <FormattedMessage {...s.manualKey} /> <code className="secret-key">{setup.secret}</code>
      </p>
      <Formik
        initialValues={{ code: '' }}
        validate={accountValidation.twoFactorCode}
        onSubmit={async ({ code }, helpers) => {
          try {
            const { recoveryCodes } = await api.post<RecoveryCodesResponse>('/api/auth/two-factor/enable', { code: code.trim() });
            toast({ title: intl.formatMessage(s.twoFactorOnTitle), variant: 'success' });
            onEnabled(recoveryCodes);
          } catch (error) {
            const reason = showServerError(error, helpers, { fields: ['code'], fallback: intl.formatMessage(m.tryAgain) });
            toast({ title: intl.formatMessage(s.codeFailTitle), description: reason ?? intl.formatMessage(m.tryAgain), variant: 'destructive' });
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
            <FormikTextField name="code" label={s.code} autoComplete="one-time-code" inputMode="numeric" />
            <Button type="submit" disabled={isSubmitting}>
              <FormattedMessage {...(isSubmitting ? s.checking : s.turnOn)} />
            </Button>
            <Button variant="secondary" onClick={onCancel}>
              <FormattedMessage {...s.cancel} />
            </Button>
          </Form>
        )}
      </Formik>
    </div>
  );
}
