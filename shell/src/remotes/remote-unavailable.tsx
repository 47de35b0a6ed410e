import { FormattedMessage, defineMessages, useIntl } from 'react-intl';
import { PageTitle } from '@reentry/platform';
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
  const intl = useIntl();
  // Loading the page again asks the server (and then the browser) for the remote afresh.
  const retry = () => window.location.reload();
  return (
    <section className="panel panel--warning" role="alert" data-remote={remoteId}>
      <PageTitle>{intl.formatMessage(messages.title)}</PageTitle>
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
