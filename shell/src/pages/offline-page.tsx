import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { useLocale } from '@reentry/platform';
import { PageIntro } from '@reentry/ui';
import { findSavedPages, type SavedPage } from '../pwa/saved-pages';
import { offlineMessages as m } from './offline.messages';

/** A path on this site (`/modules/3?tab=quiz`), or null: never another site's address. */
function sitePath(value: string | null): string | null {
  return value && value.startsWith('/') && !value.startsWith('//') && !value.includes('\\') ? value : null;
}

function useOnline(): boolean {
  const [online, setOnline] = useState(false);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

/**
 * `/offline`: what the service worker shows for a page that is not saved while there is no internet, in
 * the visitor's language, with the pages saved on this device. Links load whole pages (the worker answers them).
 */
export function OfflinePage() {
  const [search] = useSearchParams();
  // The worker keeps one copy of this page per language, rendered without `?from=` (issue 30: its HTML
  // hydrating for another address logged React error #418): the link to the page asked for comes after hydration.
  const [from, setFrom] = useState<string | null>(null);
  useEffect(() => setFrom(sitePath(search.get('from'))), [search]);
  const { locale } = useLocale();
  const online = useOnline();
  const [saved, setSaved] = useState<SavedPage[] | null>(null);
  useEffect(() => {
    let current = true;
    findSavedPages(locale).then(
      (pages) => current && setSaved(pages),
      () => current && setSaved([]),
    );
    return () => {
      current = false;
    };
  }, [locale]);
  return (
    <div className="offline-page">
      <meta name="robots" content="noindex" />
      <PageIntro messages={m.intro} />
      {online && (
        <p role="status">
          <FormattedMessage {...m.backOnline} />
        </p>
      )}
      {from && (
        <p>
          <Link to={from} reloadDocument>
            <FormattedMessage {...m.tryAgain} />
          </Link>
        </p>
      )}
      <h2>
        <FormattedMessage {...m.savedTitle} />
      </h2>
      {saved === null ? (
        <p>
          <FormattedMessage {...m.looking} />
        </p>
      ) : saved.length === 0 ? (
        <p>
          <FormattedMessage {...m.nothingSaved} />
        </p>
      ) : (
        <ul className="offline-page__saved">
          {saved.map((page) => (
            <li key={page.href}>
              <Link to={page.href} reloadDocument>
                {page.title}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
