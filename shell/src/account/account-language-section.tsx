import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AccountProfile } from '@reentry/contracts/account';
import type { Locale } from '@reentry/contracts/locale';
import { useApi, useLocale, useToast } from '@reentry/platform';
import { RadioGroupField, SubmitButton } from '@reentry/ui';
import { useProfileSaved } from './account-profile.query';
import { accountMessages as a } from './account.messages';
import { myAccountMessages as m } from './my-account.messages';

/** The account's language: saved on the account (a sign-in anywhere shows the site in it) and shown at once. */
export function AccountLanguageSection({ profile }: { profile: AccountProfile }) {
  const intl = useIntl();
  const api = useApi();
  const toast = useToast();
  const saved = useProfileSaved();
  const { locale, setLocale } = useLocale();
  const [choice, setChoice] = useState<Locale>(profile.locale ?? locale);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      saved(await api.patch<AccountProfile>('/api/account', { locale: choice }));
      setLocale(choice);
      toast({ title: intl.formatMessage(m.languageSaved), variant: 'success' });
    } catch {
      toast({ title: intl.formatMessage(m.failed), description: intl.formatMessage(a.tryAgain), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="security-section" aria-labelledby="account-language-heading">
      <h2 id="account-language-heading">
        <FormattedMessage {...m.languageHeading} />
      </h2>
      <form className="form" noValidate onSubmit={(event) => void submit(event)}>
        <RadioGroupField
          name="locale"
          label={intl.formatMessage(m.language)}
          hint={intl.formatMessage(m.languageHint)}
          value={choice}
          options={[
            { value: 'en', label: intl.formatMessage(m.english) },
            { value: 'es', label: intl.formatMessage(m.spanish) },
          ]}
          onChange={(event) => setChoice(event.target.value as Locale)}
        />
        <SubmitButton busy={busy}>
          <FormattedMessage {...(busy ? m.saving : m.saveLanguage)} />
        </SubmitButton>
      </form>
    </section>
  );
}
