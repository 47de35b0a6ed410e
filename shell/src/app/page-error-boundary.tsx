import { FormattedMessage, defineMessages, useIntl } from 'react-intl';
import { PageTitle } from '@reentry/platform';
import { Link, useRouteError } from 'react-router';
import { useReloadWhenOffline } from '../pwa/use-reload-when-offline';
import { RemoteUnavailableError } from '../remotes/load-remote';
import { RemoteUnavailable } from '../remotes/remote-unavailable';

const messages = defineMessages({
  title: { id: 'shell.pageError.title', defaultMessage: 'Something went wrong', description: 'Heading for an unexpected page error' },
  home: { id: 'shell.pageError.home', defaultMessage: 'Go to the home page', description: 'Link back home from an error' },
});

/** Errors of any page, shown inside the layout so the header and footer keep working. */
export function PageErrorBoundary() {
  const intl = useIntl();
  const error = useRouteError();
  useReloadWhenOffline();
  if (error instanceof RemoteUnavailableError) {
    console.error(error, error.cause);
    return <RemoteUnavailable remoteId={error.remoteId} />;
  }
  console.error(error);
  return (
    <section className="panel panel--warning" role="alert">
      <PageTitle>{intl.formatMessage(messages.title)}</PageTitle>
      <h1>
        <FormattedMessage {...messages.title} />
      </h1>
      <Link to="/">
        <FormattedMessage {...messages.home} />
      </Link>
    </section>
  );
}
