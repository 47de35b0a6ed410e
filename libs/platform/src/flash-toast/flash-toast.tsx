import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { useToast } from '../platform-context.js';
import { useLocale } from '../preferences.js';
import { clearFlashToastCookie, readFlashToastCookie } from './flash-toast-cookie.js';
import { flashToasts } from './flash-toasts.js';

/**
 * Shows, once, the toast a redirect carried in the flash cookie: after hydration and after every
 * navigation. The shell mounts it in its layout. Renders nothing (the same on server and browser).
 */
export function FlashToast(): null {
  const { key } = useLocation();
  const intl = useIntl();
  const toast = useToast();
  // Wait until the page's language is loaded, so the toast is not shown in English to a Spanish reader.
  const ready = intl.locale === useLocale().locale;
  useEffect(() => {
    if (!ready) return;
    const kind = readFlashToastCookie(document.cookie);
    if (!kind) return;
    document.cookie = clearFlashToastCookie();
    const { title, description, variant } = flashToasts[kind];
    toast({ title: intl.formatMessage(title), description: intl.formatMessage(description), variant });
    // Per location (and once the messages are there); the cookie is gone once shown, so it shows once.
  }, [key, ready]);
  return null;
}
