import { FormattedMessage } from 'react-intl';
import { accountMessages as m } from './account.messages';

/**
 * A mailed link keeps its secret in the fragment, which never reaches a server (nor its logs): without
 * script the page cannot read it, and says so instead of showing an empty page. (The same link with
 * `?token=` works without script.)
 */
export function LinkNeedsScript() {
  return (
    <noscript>
      <p className="script-required" role="note">
        <FormattedMessage {...m.linkNeedsScript} />
      </p>
    </noscript>
  );
}
