import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { StepHeading } from '../../shared/step-heading';
import { thankYouMessages as m } from './thank-you.messages';

/** Shown as soon as Stripe confirms the payment, whatever became of recording it (spec section 4). */
export function ThankYou({ processing, monthly = false }: { processing: boolean; monthly?: boolean }) {
  const headingId = useId();
  return (
    <section className="donate-step panel" aria-labelledby={headingId}>
      <StepHeading id={headingId} focus>
        <FormattedMessage {...m.heading} />
      </StepHeading>
      <p>
        <FormattedMessage {...m.body} />
      </p>
      <p>
        <FormattedMessage {...(processing ? m.processing : monthly ? m.monthly : m.receipt)} />
      </p>
      {monthly && (
        <p>
          <Link to="/donate/manage">
            <FormattedMessage {...m.manage} />
          </Link>
        </p>
      )}
      <Link className="button button--primary" to="/">
        <FormattedMessage {...m.home} />
      </Link>
    </section>
  );
}
