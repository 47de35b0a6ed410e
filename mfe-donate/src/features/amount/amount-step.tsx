import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Form } from 'react-router';
import { dollarsToCents } from '@reentry/contracts/donation-rules';
import { useLocale } from '@reentry/platform';
import { HTML_FIRST_ATTRIBUTE } from '@reentry/platform/action-form';
import type { GivingFrequency } from '@reentry/contracts/donations';
import { Button, RadioGroupField, TextField } from '@reentry/ui';
import { useValidationMessage } from '../../shared/contract-message';
import { formatDollars } from '../../shared/money';
import { givingMessage, givingMonthlyMessage } from '../../shared/shared.messages';
import { StepHeading } from '../../shared/step-heading';
import { amountMessages as m } from './amount.messages';
import { amountProblem, PRESET_AMOUNTS_CENTS } from './amount.rules';
import { AMOUNT_PARAMETERS as P, frequencyOf } from './chosen-amount';

export interface AmountStepProps {
  /** What the address says: the amount typed before (or the one chosen, when the donor came Back), how often, and its mistake. */
  typed: string;
  frequency: GivingFrequency;
  /** A contracts message id: the amount sent was refused. */
  problem?: string;
  /** Continue was pressed with no amount. */
  sentEmpty?: boolean;
  maxAmountCents: number;
  focusHeading: boolean;
  /** The visitor picked or typed something: a hint to get the next step ready. */
  onChoose?(): void;
}

/**
 * Step 1 (spec sections 4 and 5): a preset or any amount of at least $1, in cents of at most 2 decimals.
 * A GET form to /donate: a preset is a submit button (`?amount=25`), Continue sends the other amount
 * (`?other=30`); the page reads the address, with script or without, and shows the donor step or the mistake.
 */
export function AmountStep({ typed, frequency, problem, sentEmpty = false, maxAmountCents, focusHeading, onChoose }: AmountStepProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const words = useValidationMessage();
  const statusId = useId();
  const presets = PRESET_AMOUNTS_CENTS.filter((cents) => cents <= maxAmountCents);
  const typedCents = dollarsToCents(typed);
  const isPreset = typed !== '' && presets.some((cents) => cents === typedCents);
  // What the form says now (read from the form as the donor types), for the live reminder under it.
  const [now, setNow] = useState({ typed: isPreset ? '' : typed, frequency });
  // The page's code sent the form and the amount was refused: focus the field (a page the server
  // answered does it with autofocus).
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (focusHeading && (problem || sentEmpty)) (form.current?.elements.namedItem(P.other) as HTMLInputElement | null)?.focus();
  }, [focusHeading, problem, sentEmpty, typed]);
  const nowCents = now.typed.trim() !== '' && !amountProblem(now.typed, maxAmountCents) ? dollarsToCents(now.typed) : undefined;

  function onInput(event: FormEvent<HTMLFormElement>) {
    onChoose?.();
    const body = new FormData(event.currentTarget);
    setNow({ typed: String(body.get(P.other) ?? ''), frequency: frequencyOf(String(body.get(P.frequency))) });
  }

  return (
    <section className="donate-step" aria-labelledby={`${statusId}-heading`}>
      <StepHeading id={`${statusId}-heading`} focus={focusHeading}>
        <FormattedMessage {...m.heading} />
      </StepHeading>
      <Form ref={form} method="get" action="/donate" {...{ [HTML_FIRST_ATTRIBUTE]: '' }} className="form" noValidate onInput={onInput} onFocus={onChoose}>
        <RadioGroupField
          label={intl.formatMessage(m.frequency)}
          hint={intl.formatMessage(m.monthlyHint)}
          name={P.frequency}
          defaultValue={frequency}
          options={[
            { value: 'once', label: intl.formatMessage(m.once) },
            { value: 'monthly', label: intl.formatMessage(m.monthly) },
          ]}
        />
        <fieldset className="donate-presets">
          <legend className="field__label">
            <FormattedMessage {...m.presets} />
          </legend>
          <p className="field__hint">
            <FormattedMessage {...m.presetsHint} />
          </p>
          <div className="donate-presets__buttons">
            {presets.map((preset) => (
              <Button key={preset} type="submit" name={P.preset} value={String(preset / 100)} variant={isPreset && typedCents === preset ? 'primary' : 'secondary'}>
                {formatDollars(preset, locale, { whole: true })}
              </Button>
            ))}
          </div>
        </fieldset>
        <TextField
          label={intl.formatMessage(m.custom)}
          hint={intl.formatMessage(m.customHint)}
          error={problem ? words(problem) : sentEmpty ? intl.formatMessage(m.prompt) : undefined}
          autoFocus={Boolean(problem) || sentEmpty || undefined}
          name={P.other}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          defaultValue={isPreset ? '' : typed}
        />
        <p id={statusId} className="donate-amount__status" role="status">
          {nowCents !== undefined ? (
            <FormattedMessage {...(now.frequency === 'monthly' ? givingMonthlyMessage : givingMessage)} values={{ amount: formatDollars(nowCents, locale) }} />
          ) : now.typed.trim() === '' && !sentEmpty ? (
            <FormattedMessage {...m.prompt} />
          ) : null}
        </p>
        <Button type="submit" aria-describedby={statusId}>
          <FormattedMessage {...m.continue} />
        </Button>
      </Form>
    </section>
  );
}
