import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import paths from '../../route-paths.json';
import { assistanceMessages as m } from './assistance.messages';

/** The "Application Submitted!" screen (spec section 2), with the reference number to keep. */
export function AssistanceSubmitted({ reference }: { reference: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form just disappeared: move focus here so screen readers and keyboards start at the news.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="panel forms-submitted" aria-labelledby="assistance-submitted-heading">
      <h2 id="assistance-submitted-heading" ref={heading} tabIndex={-1}>
        <FormattedMessage {...m.submittedTitle} />
      </h2>
      <p>
        <FormattedMessage {...m.referenceLabel} /> <strong className="forms-reference">{reference}</strong>
      </p>
      <p>
        <FormattedMessage {...m.referenceKeep} />
      </p>
      <p>
        <FormattedMessage {...m.okBody} />
      </p>
      <Link to={paths.assistance} className="button button--primary">
        <FormattedMessage {...m.submitAnother} />
      </Link>
    </section>
  );
}
