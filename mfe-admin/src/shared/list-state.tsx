import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
import { useNavigation } from 'react-router';
import { listMessages as m } from './list.messages';

/** Whether the dashboard is loading its next URL (another tab, filter or page). */
export function useDashboardBusy(): boolean {
  const navigation = useNavigation();
  return navigation.state === 'loading' && navigation.location.pathname === '/admin';
}

/** The spec's loading text; an error with a retry; the content once the data is there. */
export function QueryState<T>({ query, children }: { query: UseQueryResult<T>; children(data: T, busy: boolean): ReactNode }) {
  const busy = useDashboardBusy();
  if (query.data !== undefined) {
    return (
      <>
        {busy && (
          <p className="admin-loading" role="status">
            <FormattedMessage {...m.loading} />
          </p>
        )}
        {children(query.data, busy)}
      </>
    );
  }
  if (query.isError) {
    return (
      <div className="panel panel--warning" role="alert">
        <p>
          <FormattedMessage {...m.loadFailed} />
        </p>
        <button type="button" className="button button--secondary" onClick={() => void query.refetch()}>
          <FormattedMessage {...m.tryAgain} />
        </button>
      </div>
    );
  }
  return (
    <p className="admin-loading" role="status">
      <FormattedMessage {...m.loading} />
    </p>
  );
}
