import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { preferenceHref, type PreferenceParameter } from '../app/preference-parameters';

const plainPress = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * A footer switch (language, theme) as a link to this page with the choice in its address (`?lang=`,
 * `?theme=`): it works before the page's script runs and without one (the server renders the page in it and
 * saves the choice). With the script running, a plain press switches in place, without a reload; a new tab
 * or window is the link's.
 */
export function PreferenceLink({
  parameter,
  value,
  onSwitch,
  ...anchor
}: { parameter: PreferenceParameter; value: string; onSwitch: () => void } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'onClick'>) {
  const location = useLocation();
  function switchInPlace(event: MouseEvent) {
    if (!plainPress(event)) return;
    event.preventDefault();
    onSwitch();
  }
  return <a href={preferenceHref(location, parameter, value)} {...anchor} onClick={switchInPlace} />;
}
