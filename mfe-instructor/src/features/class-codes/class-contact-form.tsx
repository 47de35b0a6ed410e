import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CLASS_CONTACT_LINE_MAX, myClassMessages } from '@reentry/contracts/my-class';
import { hasForbiddenCharacters, textValidationMessages } from '@reentry/contracts/text-rules';
import { ApiError } from '@reentry/platform';
import { SubmitButton, TextField } from '@reentry/ui';
import { classContactMessages as m } from './class-contact.messages';
import { useClassContact, useSaveClassContact } from './class-contact.query';

/** The contract's rules, checked before sending (the API checks them again). */
function mistake(line: string) {
  if (hasForbiddenCharacters(line)) return textValidationMessages.controlCharacters;
  if (line.trim().length > CLASS_CONTACT_LINE_MAX) return myClassMessages.contactLineTooLong;
  return undefined;
}

function ContactLineForm({ saved, announce }: { saved: string; announce: (text: string) => void }) {
  const intl = useIntl();
  const save = useSaveClassContact();
  const [value, setValue] = useState(saved);
  const [error, setError] = useState<string>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = mistake(value);
    setError(found && intl.formatMessage(found));
    announce('');
    if (found) {
      document.querySelector<HTMLInputElement>('[name="contactLine"]')?.focus();
      return;
    }
    try {
      const { contactLine } = await save.mutateAsync(value.trim());
      setValue(contactLine ?? '');
      announce(intl.formatMessage(contactLine ? m.saved : m.removed));
    } catch (failure) {
      const api = failure instanceof ApiError ? failure : undefined;
      setError(api?.fields?.contactLine ?? api?.userMessage ?? intl.formatMessage(m.failed));
    }
  }

  return (
    <form noValidate className="form class-contact__form" onSubmit={(event) => void submit(event)}>
      <TextField
        name="contactLine"
        label={intl.formatMessage(m.label)}
        hint={intl.formatMessage(m.hint, { max: CLASS_CONTACT_LINE_MAX })}
        error={error}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        autoComplete="off"
      />
      <SubmitButton busy={save.isPending}>
        <FormattedMessage {...m.save} />
      </SubmitButton>
    </form>
  );
}

/**
 * The one line of plain text the instructor's own students see on their account page (issue 31), for
 * example "Ask Ms. Lee at the Tuesday class". Empty removes it. `announce`: the tab's one live region.
 */
export function ClassContactForm({ announce }: { announce: (text: string) => void }) {
  const headingId = useId();
  const { data, isError } = useClassContact();
  return (
    <section className="class-contact" aria-labelledby={headingId}>
      <h3 id={headingId}>
        <FormattedMessage {...m.heading} />
      </h3>
      {data ? (
        <ContactLineForm saved={data.contactLine ?? ''} announce={announce} />
      ) : (
        <p>
          <FormattedMessage {...(isError ? m.loadFailed : m.loading)} />
        </p>
      )}
    </section>
  );
}
