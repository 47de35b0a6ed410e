import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import paths from '../../route-paths.json';
import { assistanceMessages as m } from './assistance.messages';

/** The "Application Submitted!" screen (spec section 2), with the reference number to keep. */
export function AssistanceSubmitted({ reference, onAnother }: { reference: string; onAnother: () => void }) {
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
      {/* A link, so it starts a new application without script too; with script it empties the form in place. */}
      <a
        href={paths.assistance}
        className="button button--primary"
        onClick={(event) => {
          event.preventDefault();
          onAnother();
        }}
      >
        <FormattedMessage {...m.submitAnother} />
      </a>
    </section>
  );
}
