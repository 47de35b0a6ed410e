import { FormattedMessage } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { useKiosk } from '@reentry/platform';
import { PageIntro } from '@reentry/ui';
import { facilityMessage, kioskPageMessages as m } from './kiosk.messages';

/**
 * `/kiosk`: whether this device is a facility's shared tablet, what that changes, and the staff's way to
 * turn it off. A kiosk link (`/kiosk?facility=...`) and `/kiosk?end=1` are handled by the API, which then
 * sends the browser here; `?link=invalid` says the link did not work. The links that change the mode are
 * plain links (a full page load), so the server sees them and the next page comes in the new mode.
 */
export function KioskPage() {
  const kiosk = useKiosk();
  const [search] = useSearchParams();
  const invalid = search.get('link') === 'invalid';
  return (
    <div className="kiosk-page">
      <PageIntro messages={kiosk ? m.on : m.off} />
      {invalid && (
        <p className="kiosk-notice" role="alert">
          <FormattedMessage {...m.invalidLink} />
        </p>
      )}
      {kiosk ? (
        <>
          {kiosk.facilityName && (
            <p className="kiosk-page__facility">
              <FormattedMessage {...facilityMessage} values={{ facility: kiosk.facilityName }} />
            </p>
          )}
          <p>
            <FormattedMessage {...m.whatChanges} />
          </p>
          <ul>
            {[m.noRemember, m.idle, m.clears, m.start].map((message) => (
              <li key={message.id}>
                <FormattedMessage {...message} />
              </li>
            ))}
          </ul>
          <p className="actions">
            <Link className="button button--primary" to="/" reloadDocument>
              <FormattedMessage {...m.goToStart} />
            </Link>
          </p>
          <p>
            <a href="/kiosk?end=1">
              <FormattedMessage {...m.turnOff} />
            </a>
          </p>
        </>
      ) : (
        <p>
          <FormattedMessage {...m.howToTurnOn} />
        </p>
      )}
    </div>
  );
}
