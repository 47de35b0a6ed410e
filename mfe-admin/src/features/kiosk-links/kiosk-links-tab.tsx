import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { KioskLink } from '@reentry/contracts/kiosk';
import { KIOSK } from '@reentry/contracts/kiosk-rules';
import { ApiError, pressActionProps, useApi, usePressOutcome, useToast } from '@reentry/platform';
import { Button, TextField } from '@reentry/ui';
import { useFailureToast } from '../../shared/use-failure-toast';
import { copiedBodyMessage, kioskLinkMessages as m, linkForMessage } from './kiosk-links.messages';

/** The link that was made, to copy (or select and copy by hand). */
function MadeLink({ link }: { link: KioskLink }) {
  const intl = useIntl();
  const toast = useToast();
  const id = useId();
  // The platform copies at the press itself (a browser copies only inside the visitor's own press).
  const copyButton = useRef<HTMLButtonElement>(null);
  usePressOutcome(copyButton, (outcome) =>
    outcome === 'done'
      ? toast({ title: intl.formatMessage(m.copiedTitle), description: intl.formatMessage(copiedBodyMessage, { facility: link.facilityName }), variant: 'success' })
      : toast({ title: intl.formatMessage(m.copyFailedTitle), description: intl.formatMessage(m.copyFailedBody), variant: 'destructive' }),
  );
  return (
    <section className="admin-kiosk__result" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        <FormattedMessage {...linkForMessage} values={{ facility: link.facilityName }} />
      </h2>
      <label className="field__label" htmlFor={`${id}-link`}>
        <FormattedMessage {...m.linkLabel} />
      </label>
      <input id={`${id}-link`} className="field__input admin-kiosk__link" readOnly value={link.url} onFocus={(event) => event.target.select()} />
      <Button ref={copyButton} {...pressActionProps('copy', link.url)}>
        <FormattedMessage {...m.copy} />
      </Button>
      <p className="admin-note">
        <FormattedMessage {...m.turnOff} />
      </p>
    </section>
  );
}

/** Kiosk links: an admin names a facility and gets the link that puts its shared tablets in kiosk mode. */
export function KioskLinksTab() {
  const intl = useIntl();
  const api = useApi();
  const queryClient = useQueryClient();
  const failed = useFailureToast();
  const [name, setName] = useState('');
  const [missing, setMissing] = useState(false);
  const make = useMutation({
    mutationFn: (facilityName: string) => api.post<KioskLink>('/api/admin/kiosk-links', { facilityName }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['admin', 'audit-log'] }),
    onError: (error) => (error instanceof ApiError && error.fields ? undefined : failed(error)),
  });
  const serverError = make.error instanceof ApiError ? make.error.fields?.facilityName : undefined;
  const error = missing ? intl.formatMessage(m.facilityRequired) : serverError;

  function submit(event: FormEvent) {
    event.preventDefault();
    const tooShort = name.trim().length < KIOSK.facilityNameMin;
    setMissing(tooShort);
    if (!tooShort && !make.isPending) make.mutate(name);
  }

  return (
    <>
      <p className="admin-note">
        <FormattedMessage {...m.intro} />
      </p>
      <form className="admin-kiosk__form" onSubmit={submit} noValidate>
        <p className="form__required-note">
          <FormattedMessage {...m.requiredNote} />
        </p>
        <TextField
          name="facilityName"
          required
          label={intl.formatMessage(m.facilityLabel)}
          hint={intl.formatMessage(m.facilityHint)}
          error={error ? <span role="alert">{error}</span> : undefined}
          value={name}
          onChange={(event) => setName(event.target.value)}
          maxLength={KIOSK.facilityNameMax}
          autoComplete="organization"
        />
        <Button type="submit" disabled={make.isPending}>
          <FormattedMessage {...(make.isPending ? m.making : m.make)} />
        </Button>
      </form>
      {make.data && <MadeLink link={make.data} />}
    </>
  );
}
