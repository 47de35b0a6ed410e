import { FormattedMessage } from 'react-intl';
import { useLocale } from '@reentry/platform';
import { layoutMessages as m } from './layout.messages';

/** Switches between English and Spanish; labelled with the other language's own name. */
export function LanguageToggle() {
  const { locale, setLocale } = useLocale();
  const other = locale === 'en' ? 'es' : 'en';
  return (
    <button type="button" className="link-button" lang={other} onClick={() => setLocale(other)}>
      <FormattedMessage {...m.switchLanguage} />
    </button>
  );
}
