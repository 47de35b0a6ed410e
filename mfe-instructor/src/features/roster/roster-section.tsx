import { useId, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router';
import { rosterMessages, rosterPersonInputSchema } from '@reentry/contracts/roster';
import { textValidationMessages } from '@reentry/contracts/text-rules';
import { ApiError } from '@reentry/platform';
import { SubmitButton, TextField } from '@reentry/ui';
import paths from '../../route-paths.json';
import { claimCardsMessages, claimedMessage } from '../claim-cards/claim-cards.messages';
import { rosterMessages as m } from './roster.messages';
import { useAddRosterPerson, useRoster } from './roster.query';

/** The contract's words for what its rule refused (a missing or long name, a control character). */
const contractWords: MessageDescriptor[] = [...Object.values(rosterMessages), ...Object.values(textValidationMessages)];
const refusal = (id: string) => contractWords.find((message) => message.id === id) ?? rosterMessages.nameRequired;

/**
 * The class roster (issue 41): people in the instructor's class with no account yet, added by a name or a
 * roster number only. The contract's rule is checked before sending (the API checks it again); after each
 * addition the field is empty and keeps focus, for the next name on the sign-in sheet.
 */
export function RosterSection({ announce }: { announce: (text: string) => void }) {
  const intl = useIntl();
  const headingId = useId();
  const { data, isError } = useRoster();
  const add = useAddRosterPerson();
  const form = useRef<HTMLFormElement>(null);
  const focusField = () => (form.current?.elements.namedItem('name') as HTMLInputElement | null)?.focus();
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    announce('');
    const checked = rosterPersonInputSchema.safeParse({ name });
    if (!checked.success) {
      setError(intl.formatMessage(refusal(checked.error.issues[0]!.message)));
      focusField();
      return;
    }
    try {
      const person = await add.mutateAsync(checked.data.name);
      setError(undefined);
      setName('');
      announce(intl.formatMessage(m.added, { name: person.name }));
      focusField();
    } catch (failure) {
      const api = failure instanceof ApiError ? failure : undefined;
      setError(api?.fields?.name ?? api?.userMessage ?? intl.formatMessage(m.failed));
      focusField();
    }
  }

  return (
    <section className="roster" aria-labelledby={headingId}>
      <h3 id={headingId}>
        <FormattedMessage {...m.heading} />
      </h3>
      <p>
        <FormattedMessage {...m.intro} />
      </p>
      <form ref={form} noValidate className="form roster__form" onSubmit={(event) => void submit(event)}>
        <TextField name="name" label={intl.formatMessage(m.name)} error={error} value={name} onChange={(event) => setName(event.target.value)} autoComplete="off" />
        <SubmitButton busy={add.isPending}>
          <FormattedMessage {...m.add} />
        </SubmitButton>
      </form>
      {data && data.people.length > 0 ? (
        <ol className="roster__list" aria-labelledby={headingId}>
          {data.people.map((person) => (
            <li key={person.id}>
              {person.name}
              {person.claimedAt !== null && (
                <>
                  {' · '}
                  <FormattedMessage {...claimedMessage} values={{ date: intl.formatDate(person.claimedAt, { dateStyle: 'long' }) }} />
                </>
              )}
            </li>
          ))}
        </ol>
      ) : (
        <p>
          <FormattedMessage {...(isError && !data ? m.notLoaded : m.empty)} />
        </p>
      )}
      {data && data.people.some((person) => person.claimedAt === null) && (
        <p>
          <Link to={paths.claimCards}>
            <FormattedMessage {...claimCardsMessages.link} />
          </Link>
        </p>
      )}
    </section>
  );
}
