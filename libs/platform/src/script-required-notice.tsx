import { defineMessages, FormattedMessage } from 'react-intl';

const messages = defineMessages({
  notice: {
    id: 'platform.scriptRequired',
    defaultMessage: 'This form needs JavaScript, which is turned off in this browser. Turn it on to send the form, or use another phone or computer.',
    description: 'Shown above a form only when JavaScript is off (common on facility computers): the form cannot be sent without it',
  },
});

/**
 * Only in the server's HTML when scripts never run (a `<noscript>`, which React leaves alone when it
 * hydrates): the form below is sent by script, so a visitor without JavaScript is told before typing.
 */
export function ScriptRequiredNotice() {
  return (
    <noscript>
      <p className="script-required" role="note">
        <FormattedMessage {...messages.notice} />
      </p>
    </noscript>
  );
}
