import { FormattedMessage } from 'react-intl';
import { useTheme } from '@reentry/platform';
import { layoutMessages as m } from './layout.messages';
import { PreferenceLink } from './preference-link';

/** Switches between the light and the dark theme: a link to this page in the other one (`?theme=`: preference-link.tsx). */
export function ThemeToggle() {
  const { theme, setTheme } = useTheme();
  const other = theme === 'light' ? 'dark' : 'light';
  return (
    <PreferenceLink parameter="theme" value={other} onSwitch={() => setTheme(other)}>
      <FormattedMessage {...(theme === 'light' ? m.darkTheme : m.lightTheme)} />
    </PreferenceLink>
  );
}
