import type { MouseEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router';
import { useApi, useLocale, useSession } from '@reentry/platform';
import { languageHref } from '../app/language-parameter';
import { layoutMessages as m } from './layout.messages';

const plainPress = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * Switches between English and Spanish; labelled with the other language's own name. A link to this page
 * in the other language (`?lang=`), so it works before the page's script runs and without one; with the
 * script running it switches in place, without a reload. Signed in, the choice is saved on the account too
 * (issue 31), so a sign-in on another device shows the site in it.
 */
export function LanguageToggle() {
  const { locale, setLocale } = useLocale();
  const { user } = useSession();
  const api = useApi();
  const location = useLocation();
  const other = locale === 'en' ? 'es' : 'en';
  function switchInPlace(event: MouseEvent) {
    if (!plainPress(event)) return; // a new tab or window: the link's
    event.preventDefault();
    setLocale(other);
    // Best effort: the page has already switched; a failure only means the next sign-in keeps the old language.
    if (user) void api.patch('/api/account', { locale: other }).catch(() => undefined);
  }
  return (
    <a href={languageHref(location, other)} lang={other} hrefLang={other} onClick={switchInPlace}>
      <FormattedMessage {...m.switchLanguage} />
    </a>
  );
}
