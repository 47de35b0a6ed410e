import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { ActionForm } from '@reentry/platform/action-form';
import { ActionTextField } from '@reentry/ui/action-fields';
import { manageMessages as m } from './manage.messages';

/** The link form's fields (the route action reads only these). */
export const REQUEST_LINK_FIELDS = ['email'] as const;

/**
 * Asks for a single-use link by email; the answer is the same whether or not the address gave. A form of
 * the site's one frame, answered by /donate/manage's route action with script or without (Post/Redirect/Get
 * to `?done=sent`, where the form says what happens next).
 */
export function RequestLinkForm({ expired }: { expired: boolean }) {
  const headingId = useId();
  return (
    <section className="donate-step panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="donate-step__heading">
        <FormattedMessage {...m.askHeading} />
      </h2>
      {expired && (
        <p className="donate-manage__notice" role="alert">
          <FormattedMessage {...m.expired} />
        </p>
      )}
      <p>
        <FormattedMessage {...m.askBody} />
      </p>
      <ActionForm
        fields={REQUEST_LINK_FIELDS}
        submit={m.send}
        sending={m.sending}
        failed={{ title: m.notSentTitle, body: m.failed }}
        done={{ outcome: 'sent', title: m.linkSentTitle, body: m.linkSent }}
      >
        <ActionTextField name="email" label={<FormattedMessage {...m.email} />} type="email" inputMode="email" autoComplete="email" />
      </ActionForm>
    </section>
  );
}
