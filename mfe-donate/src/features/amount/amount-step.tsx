import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { dollarsToCents } from '@reentry/contracts/donation-rules';
import { ScriptRequiredNotice, useLocale } from '@reentry/platform';
import type { GivingFrequency } from '@reentry/contracts/donations';
import { Button, RadioGroupField, TextField } from '@reentry/ui';
import { useValidationMessage } from '../../shared/contract-message';
import { formatDollars } from '../../shared/money';
import { givingMessage, givingMonthlyMessage } from '../../shared/shared.messages';
import { StepHeading } from '../../shared/step-heading';
import { amountMessages as m } from './amount.messages';
import { amountProblem, PRESET_AMOUNTS_CENTS } from './amount.rules';

export interface AmountStepProps {
  /** The amount chosen before (dollars as typed), when the donor comes back to this step. */
  initialAmount: string;
  initialFrequency?: GivingFrequency;
  maxAmountCents: number;
  focusHeading: boolean;
  /** The visitor picked or typed something: a hint to get the next step ready. */
  onChoose?(): void;
  onContinue(amount: ChosenAmount): void;
}

/** The amount in dollars as typed, in cents, and how often it is given. */
export interface ChosenAmount {
  dollars: string;
  cents: number;
  frequency: GivingFrequency;
}

/** Step 1 (spec sections 4 and 5): a preset or any amount of at least $1, in cents of at most 2 decimals. */
export function AmountStep({ initialAmount, initialFrequency = 'once', maxAmountCents, focusHeading, onChoose, onContinue }: AmountStepProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const words = useValidationMessage();
  const statusId = useId();
  const presets = PRESET_AMOUNTS_CENTS.filter((cents) => cents <= maxAmountCents);
  const [amount, setAmount] = useState(initialAmount);
  const [frequency, setFrequency] = useState<GivingFrequency>(initialFrequency);
  const [typed, setTyped] = useState(() => initialAmount !== '' && !presets.some((cents) => dollarsToCents(initialAmount) === cents));

  const problem = amount.trim() === '' ? undefined : amountProblem(amount, maxAmountCents);
  const cents = amount.trim() !== '' && !problem ? dollarsToCents(amount)! : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (cents !== undefined) onContinue({ dollars: amount.trim(), cents, frequency });
  }

  return (
    <section className="donate-step" aria-labelledby={`${statusId}-heading`}>
      <StepHeading id={`${statusId}-heading`} focus={focusHeading}>
        <FormattedMessage {...m.heading} />
      </StepHeading>
      <form method="post" noValidate className="form" onSubmit={submit}>
        <ScriptRequiredNotice />
        <RadioGroupField
          label={intl.formatMessage(m.frequency)}
          hint={intl.formatMessage(m.monthlyHint)}
          name="frequency"
          value={frequency}
          options={[
            { value: 'once', label: intl.formatMessage(m.once) },
            { value: 'monthly', label: intl.formatMessage(m.monthly) },
          ]}
          onChange={(event) => setFrequency(event.target.value === 'monthly' ? 'monthly' : 'once')}
        />
        <fieldset className="donate-presets">
          <legend className="field__label">
            <FormattedMessage {...m.presets} />
          </legend>
          <div className="donate-presets__buttons">
            {presets.map((preset) => (
              <Button
                key={preset}
                variant={!typed && cents === preset ? 'primary' : 'secondary'}
                aria-pressed={!typed && cents === preset}
                onClick={() => {
                  onChoose?.();
                  setAmount(String(preset / 100));
                  setTyped(false);
                }}
              >
                {formatDollars(preset, locale, { whole: true })}
              </Button>
            ))}
          </div>
        </fieldset>
        <TextField
          label={intl.formatMessage(m.custom)}
          hint={intl.formatMessage(m.customHint)}
          error={typed ? words(problem) : undefined}
          name="amount"
          type="number"
          inputMode="decimal"
          min={1}
          step={0.01}
          max={maxAmountCents / 100}
          autoComplete="off"
          value={typed ? amount : ''}
          onChange={(event) => {
            onChoose?.();
            setAmount(event.target.value);
            setTyped(true);
          }}
        />
        <p id={statusId} className="donate-amount__status" role="status">
          {cents !== undefined ? (
            <FormattedMessage {...(frequency === 'monthly' ? givingMonthlyMessage : givingMessage)} values={{ amount: formatDollars(cents, locale) }} />
          ) : amount.trim() === '' ? (
            <FormattedMessage {...m.prompt} />
          ) : null}
        </p>
        <Button type="submit" disabled={cents === undefined} aria-describedby={statusId}>
          <FormattedMessage {...m.continue} />
        </Button>
      </form>
    </section>
  );
}
