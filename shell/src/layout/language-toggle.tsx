import { FormattedMessage } from 'react-intl';
import { useApi, useLocale, useSession } from '@reentry/platform';
import { layoutMessages as m } from './layout.messages';
import { PreferenceLink } from './preference-link';

/**
 * Switches between English and Spanish; labelled with the other language's own name. A link to this page
 * in the other language (`?lang=`: preference-link.tsx). Signed in, the choice is saved on the account too
 * (issue 31), so a sign-in on another device shows the site in it.
 */
export function LanguageToggle() {
  const { locale, setLocale } = useLocale();
  const { user } = useSession();
  const api = useApi();
  const other = locale === 'en' ? 'es' : 'en';
  function switchInPlace() {
    setLocale(other);
    // Best effort: the page has already switched; a failure only means the next sign-in keeps the old language.
    if (user) void api.patch('/api/account', { locale: other }).catch(() => undefined);
  }
  return (
    <PreferenceLink parameter="lang" value={other} lang={other} hrefLang={other} onSwitch={switchInPlace}>
      <FormattedMessage {...m.switchLanguage} />
    </PreferenceLink>
  );
}
