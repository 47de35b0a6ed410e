import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormikHelpers } from 'formik';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { RecoveryCodesResponse, TwoFactorSetupResponse } from '@reentry/contracts/account-security';
import { useApi, useToast } from '@reentry/platform';
import { Button } from '@reentry/ui';
import { accountMessages as m } from './account.messages';
import { twoFactorStatusQueryOptions } from './account-security.queries';
import { showServerError } from './server-errors';
import { PasswordConfirmForm, type PasswordConfirmValues } from './password-confirm-form';
import { RecoveryCodes } from './recovery-codes';
import { securityMessages as s, twoFactorOnMessage } from './security.messages';
import { TwoFactorSetup } from './two-factor-setup';

type Step =
  | { name: 'idle' }
  | { name: 'password'; action: 'setup' | 'newCodes' | 'disable' }
  | { name: 'scan'; setup: TwoFactorSetupResponse }
  | { name: 'codes'; codes: string[] };

/** Two-step sign-in: its status, and setting it up, making new recovery codes, or turning it off. */
export function TwoFactorSection() {
  const intl = useIntl();
  const api = useApi();
  const toast = useToast();
  const queryClient = useQueryClient();
  const status = useQuery(twoFactorStatusQueryOptions(api));
  const [step, setStep] = useState<Step>({ name: 'idle' });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['shell', 'account'] });

  async function confirm(action: 'setup' | 'newCodes' | 'disable', values: PasswordConfirmValues, helpers: FormikHelpers<PasswordConfirmValues>) {
    try {
      if (action === 'setup') {
        setStep({ name: 'scan', setup: await api.post<TwoFactorSetupResponse>('/api/auth/two-factor/setup', { password: values.password }) });
      } else if (action === 'newCodes') {
        const { recoveryCodes } = await api.post<RecoveryCodesResponse>('/api/auth/two-factor/recovery-codes', { password: values.password });
        setStep({ name: 'codes', codes: recoveryCodes });
        void refresh(); // the count of codes left

      } else {
        await api.post('/api/auth/two-factor/disable', { password: values.password, code: values.code.trim() });
        toast({ title: intl.formatMessage(s.twoFactorOffTitle), variant: 'success' });
        setStep({ name: 'idle' });
        await refresh();
      }
    } catch (error) {
      const reason = showServerError(error, helpers, { fields: ['password'], fallback: intl.formatMessage(m.tryAgain) });
      toast({ title: intl.formatMessage(s.failedTitle), description: reason ?? intl.formatMessage(m.tryAgain), variant: 'destructive' });
    }
  }

  const current = status.data;
  return (
    <section className="security-section" aria-labelledby="two-factor-heading">
      <h2 id="two-factor-heading">
        <FormattedMessage {...s.twoFactorHeading} />
      </h2>
      {!current ? (
        <p>
          <FormattedMessage {...s.loading} />
        </p>
      ) : (
        <>
          {current.required && !current.enabled && (
            <p className="panel panel--warning" role="status">
              <FormattedMessage {...s.twoFactorRequired} />
            </p>
          )}
          <p>
            {current.enabled ? <FormattedMessage {...twoFactorOnMessage} values={{ count: current.recoveryCodesLeft }} /> : <FormattedMessage {...s.twoFactorOff} />}
          </p>
          {step.name === 'idle' &&
            (current.enabled ? (
              <div className="button-row">
                <Button variant="secondary" onClick={() => setStep({ name: 'password', action: 'newCodes' })}>
                  <FormattedMessage {...s.newCodes} />
                </Button>
                <Button variant="secondary" onClick={() => setStep({ name: 'password', action: 'disable' })}>
                  <FormattedMessage {...s.turnOff} />
                </Button>
              </div>
            ) : (
              <Button onClick={() => setStep({ name: 'password', action: 'setup' })}>
                <FormattedMessage {...s.setUp} />
              </Button>
            ))}
          {step.name === 'password' && (
            <PasswordConfirmForm
              withCode={step.action === 'disable'}
              onSubmit={(values, helpers) => confirm(step.action, values, helpers)}
              onCancel={() => setStep({ name: 'idle' })}
            />
          )}
          {step.name === 'scan' && (
            <TwoFactorSetup
              setup={step.setup}
              onEnabled={(codes) => {
                setStep({ name: 'codes', codes });
                // The status above the codes says "on" at once, as the toast does.
                void refresh();
              }}
              onCancel={() => setStep({ name: 'idle' })}
            />
          )}
          {step.name === 'codes' && (
            <RecoveryCodes
              codes={step.codes}
              onDone={() => {
                setStep({ name: 'idle' });
                void refresh();
              }}
            />
          )}
        </>
      )}
    </section>
  );
}
