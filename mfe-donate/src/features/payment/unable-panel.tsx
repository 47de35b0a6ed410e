import { FormattedMessage } from 'react-intl';
import { Button } from '@reentry/ui';
import { paymentMessages as m } from './payment.messages';

/** Spec section 8: "Unable to initialize payment", with a way forward. */
export function UnablePanel({ onRetry, onBack }: { onRetry?: () => void; onBack: () => void }) {
  return (
    <div role="alert" className="panel panel--warning">
      <p className="donate-unable__title">
        <FormattedMessage {...m.unable} />
      </p>
      <p>
        <FormattedMessage {...m.unableHelp} />
      </p>
      <div className="button-row">
        <Button variant="secondary" onClick={onBack}>
          <FormattedMessage {...m.back} />
        </Button>
        {onRetry && (
          <Button onClick={onRetry}>
            <FormattedMessage {...m.tryAgain} />
          </Button>
        )}
      </div>
    </div>
  );
}
