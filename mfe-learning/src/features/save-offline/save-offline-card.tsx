import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useQueryClient } from '@tanstack/react-query';
import type { Progress } from '@reentry/contracts/user';
import { useApi, useLocale } from '@reentry/platform';
import { untilScriptProps, useHydrated } from '@reentry/ui';
import { saveOfflineMessages as m, savedMessage, savingMessage } from './save-offline.messages';

type Status =
  | { state: 'idle' | 'failed' | 'unsupported' }
  | { state: 'saving'; done: number; total: number }
  | { state: 'saved'; pages: number; bytes: number };

/** "640 KB" or "1.2 MB", in the page's language. */
function useSizeText() {
  const intl = useIntl();
  return (bytes: number) =>
    bytes < 1_000_000
      ? intl.formatNumber(Math.max(1, Math.round(bytes / 1000)), { style: 'unit', unit: 'kilobyte' })
      : intl.formatNumber(bytes / 1_000_000, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 });
}

/**
 * The modules page's "Save for offline" box. The saving code loads on the first click; until the page's
 * script runs the button stays disabled (a click would do nothing).
 */
export function SaveOfflineCard({ progress, loadPageCode }: { progress: Progress | null; loadPageCode(): Promise<unknown> }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  const api = useApi();
  const sizeText = useSizeText();
  const hydrated = useHydrated();
  const [status, setStatus] = useState<Status>({ state: 'idle' });

  async function save() {
    if (!('serviceWorker' in navigator) || typeof caches === 'undefined') return setStatus({ state: 'unsupported' });
    try {
      const { saveForOffline } = await import('./save-for-offline');
      const saved = await saveForOffline({
        locale,
        services: { queryClient, api, getLocale: () => locale },
        completed: progress?.completedModules ?? null,
        onProgress: (done, total) => setStatus({ state: 'saving', done, total }),
        loadPageCode,
      });
      setStatus({ state: 'saved', ...saved });
    } catch (error) {
      console.error('save for offline', error);
      setStatus({ state: 'failed' });
    }
  }

  return (
    <section className="card learning-save-offline" aria-labelledby="learning-save-offline-title">
      <h2 id="learning-save-offline-title">
        <FormattedMessage {...m.title} />
      </h2>
      <p>
        <FormattedMessage {...m.body} />
      </p>
      <button
        type="button"
        className="button button--secondary"
        disabled={status.state === 'saving'}
        {...untilScriptProps(hydrated)}
        onClick={() => void save()}
      >
        <FormattedMessage {...m.button} />
      </button>
      <p role="status" className="learning-save-offline__status">
        {status.state === 'saving' && intl.formatMessage(savingMessage, { done: status.done, total: status.total })}
        {status.state === 'saved' && intl.formatMessage(savedMessage, { pages: status.pages, size: sizeText(status.bytes) })}
        {status.state === 'failed' && intl.formatMessage(m.failed)}
        {status.state === 'unsupported' && intl.formatMessage(m.unsupported)}
      </p>
    </section>
  );
}
