import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ApiError } from '@reentry/platform';
import { Button, TextField } from '@reentry/ui';
import { manageMessages as m } from './manage.messages';
import { useRequestLink } from './donor-giving.query';

/** Asks for a single-use link by email; the answer is the same whether or not the address gave. */
export function RequestLinkForm({ expired }: { expired: boolean }) {
  const intl = useIntl();
  const headingId = useId();
  const request = useRequestLink();
  const [email, setEmail] = useState('');
  const error = request.error instanceof ApiError ? (request.error.fields?.email ?? request.error.userMessage) : request.error ? intl.formatMessage(m.failed) : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!request.isPending) request.mutate(email.trim());
  }

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
      <form method="post" noValidate className="form" onSubmit={submit}>
        <TextField
          label={intl.formatMessage(m.email)}
          name="email"
          type="email"
          autoComplete="email"
          required
          value={email}
          error={error}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button type="submit" aria-disabled={request.isPending || undefined}>
          <FormattedMessage {...m.send} />
        </Button>
        <p role="status" className="donate-manage__sent">
          {request.isSuccess ? request.data.message : null}
        </p>
      </form>
    </section>
  );
}
