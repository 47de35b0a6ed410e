import { FormattedMessage, defineMessages } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '@reentry/ui';

const messages = defineMessages({
  title: {
    id: 'shell.remoteUnavailable.title',
    defaultMessage: 'This part of the site is not available right now',
    description: 'Heading shown when a section of the site (a remote) fails to load',
  },
  body: {
    id: 'shell.remoteUnavailable.body',
    defaultMessage: 'The rest of the site still works. Please try again in a moment.',
    description: 'Text under the unavailable-section heading',
  },
  retry: { id: 'shell.remoteUnavailable.retry', defaultMessage: 'Try again', description: 'Button that reloads the section' },
});

/** Shown inside the intact shell when a remote cannot be loaded or crashes. */
export function RemoteUnavailable({ remoteId }: { remoteId: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  // Navigating to the same place again re-runs route discovery, which retries the remote.
  const retry = () => navigate(location.pathname + location.search + location.hash, { replace: true });
  return (
    <section className="panel panel--warning" role="alert" data-remote={remoteId}>
      <h1>
        <FormattedMessage {...messages.title} />
      </h1>
      <p>
        <FormattedMessage {...messages.body} />
      </p>
      <Button onClick={retry}>
        <FormattedMessage {...messages.retry} />
      </Button>
    </section>
  );
}
