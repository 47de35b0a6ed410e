import { useRouteError } from 'react-router';
import { useReloadWhenOffline } from '../pwa/use-reload-when-offline';
import { RemoteUnavailable } from './remote-unavailable';

/** Error boundary for one remote's routes: a crash stays inside that remote's page. */
export function RemoteErrorBoundary({ remoteId }: { remoteId: string }) {
  const error = useRouteError();
  useReloadWhenOffline();
  console.error(`Remote "${remoteId}" failed`, error);
  return <RemoteUnavailable remoteId={remoteId} />;
}
