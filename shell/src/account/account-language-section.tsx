import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import type { AccountProfile } from '@reentry/contracts/account';
import { isLocale } from '@reentry/contracts/locale';
import { useLocale } from '@reentry/platform';
import { useFormOutcome } from '@reentry/platform/action-form';
import { ActionRadioGroup } from '@reentry/ui/action-fields';
import { AccountActionForm } from './account-action-form';
import { accountErrorMessages } from './account-error-messages';
import { accountMessages as a } from './account.messages';
import { MY_ACCOUNT_FORMS } from './my-account.action';
import { myAccountMessages as m } from './my-account.messages';

/**
 * After a save in the browser the page is not loaded again: switch to the saved language at once (without
 * script the server reads `?lang=` and keeps it).
 */
function useSavedLanguage() {
  const { setLocale } = useLocale();
  const done = useFormOutcome();
  const lang = useSearchParams()[0].get('lang');
  useEffect(() => {
    if (done === MY_ACCOUNT_FORMS.language.done && isLocale(lang)) setLocale(lang);
  }, [done, lang, setLocale]);
}

/** The account's language: saved on the account (a sign-in anywhere shows the site in it) and shown at once. */
export function AccountLanguageSection({ profile }: { profile: AccountProfile }) {
  const intl = useIntl();
  const { locale } = useLocale();
  useSavedLanguage();
  return (
    <section className="security-section" aria-labelledby="account-language-heading">
      <h2 id="account-language-heading">
        <FormattedMessage {...m.languageHeading} />
      </h2>
      <AccountActionForm errorMessages={accountErrorMessages}
        intent="language"
        fields={MY_ACCOUNT_FORMS.language.fields}
        initial={{ locale: profile.locale ?? locale }}
        requiredNote={null}
        submit={m.saveLanguage}
        sending={m.saving}
        failed={{ title: m.failed, body: a.tryAgain }}
        done={{ outcome: MY_ACCOUNT_FORMS.language.done, title: m.languageSaved, body: m.languageSavedBody }}
      >
        <ActionRadioGroup
          key={profile.locale ?? locale}
          name="locale"
          label={intl.formatMessage(m.language)}
          hint={intl.formatMessage(m.languageHint)}
          options={[
            { value: 'en', label: intl.formatMessage(m.english) },
            { value: 'es', label: intl.formatMessage(m.spanish) },
          ]}
        />
      </AccountActionForm>
    </section>
  );
}
