import { defineMessages, FormattedMessage, type MessageDescriptor } from 'react-intl';
import { Link, useLocation } from 'react-router';

const messages = defineMessages({
  notSaved: {
    id: 'platform.notSavedHere.title',
    defaultMessage: 'This page is not saved on this phone.',
    description: 'Offline, where a lesson, guide or list would be: the phone has no saved copy of it',
  },
  whenOnline: {
    id: 'platform.notSavedHere.body',
    defaultMessage: 'Connect to the internet, then try again.',
    description: 'Under "This page is not saved on this phone": what to do',
  },
  tryAgain: {
    id: 'platform.notSavedHere.tryAgain',
    defaultMessage: 'Try again',
    description: 'Link that opens the same page again (offline it shows the saved copy or the list of saved pages)',
  },
});

/** Why a page has no document to show yet (`useStudioDocument`, `useModuleCatalog`). */
export interface DocumentState {
  isError: boolean;
  /** Offline, and the service worker kept no copy (`isNotSavedHere`). */
  notSaved: boolean;
}

/**
 * The one place a page says why a content studio document is not there. Offline with no copy kept: that the
 * page is not saved on this phone, and a link that opens it again (the service worker then answers with the
 * saved page, or with the offline page that lists what is saved; online, the page itself). Otherwise the
 * page's own words: loading, or (an API error, a 503) that it did not load.
 */
export function DocumentPending({ state, loading, failed = loading }: { state: DocumentState; loading: MessageDescriptor; failed?: MessageDescriptor }) {
  const { pathname, search, hash } = useLocation();
  if (!state.notSaved) {
    return (
      <p role="status">
        <FormattedMessage {...(state.isError ? failed : loading)} />
      </p>
    );
  }
  return (
    <div className="panel" role="status">
      <p>
        <strong>
          <FormattedMessage {...messages.notSaved} />
        </strong>
      </p>
      <p>
        <FormattedMessage {...messages.whenOnline} />
      </p>
      <p>
        <Link to={{ pathname, search, hash }} reloadDocument>
          <FormattedMessage {...messages.tryAgain} />
        </Link>
      </p>
    </div>
  );
}
