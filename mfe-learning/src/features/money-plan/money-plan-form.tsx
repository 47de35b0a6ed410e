import type { FormEvent, ReactNode, RefObject } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Form } from 'react-router';
import { HTML_FIRST_ATTRIBUTE } from '@reentry/platform/action-form';
import { MONEY_IN_LINES, MONEY_OUT_LINES, MONEY_PLAN_PERIODS, moneyPlanFieldName, moneyPlanValidationMessages, type MoneyPlanDraft, type MoneyPlanLine, type MoneyPlanPeriod } from '@reentry/contracts/money-plan-rules';
import { Button, TextField } from '@reentry/ui';
import { lineMessages, moneyPlanMessages as m, periodMessages } from './money-plan.messages';

export interface MoneyPlanFormProps {
  /** What the boxes start with (the posted plan, or the saved one): the boxes are the visitor's after that. */
  defaults: MoneyPlanDraft;
  /** Message ids by field name, shown next to their box. */
  errors: Record<string, string | undefined>;
  signedIn: boolean;
  /** Any box changed: read the form for the numbers. */
  onInput(event: FormEvent<HTMLFormElement>): void;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  formRef?: RefObject<HTMLFormElement | null>;
  /** Shown after the button, inside the form (the phone's bar with what is left). */
  footer?: ReactNode;
}

const contractMessage = (id: string) => Object.values(moneyPlanValidationMessages).find((message) => message.id === id) ?? { id };

function LineGroup({ period, lines, legend, ...props }: Pick<MoneyPlanFormProps, 'defaults' | 'errors'> & { period: MoneyPlanPeriod; lines: readonly MoneyPlanLine[]; legend: MessageDescriptor }) {
  const intl = useIntl();
  return (
    <fieldset className="money-plan__group">
      <legend>
        <FormattedMessage {...legend} />
      </legend>
      {lines.map((line) => {
        const name = moneyPlanFieldName(period, line);
        const error = props.errors[name];
        return (
          <TextField
            key={name}
            name={name}
            label={intl.formatMessage(lineMessages[line])}
            error={error ? intl.formatMessage(contractMessage(error)) : undefined}
            defaultValue={props.defaults[name] ?? ''}
            inputMode="decimal"
            autoComplete="off"
            className="money-plan__box"
          />
        );
      })}
    </fieldset>
  );
}

/**
 * The planner's boxes, one fieldset per part of the month with its money in and out. A form that posts to
 * the page itself: the server adds it up (and saves it for a signed-in learner) without script or before
 * the code came; after, the router sends it to the same action without a reload.
 */
export function MoneyPlanForm({ signedIn, onSubmit, onInput, formRef, footer, defaults, errors }: MoneyPlanFormProps) {
  const props = { defaults, errors };
  return (
    <Form ref={formRef} method="post" className="money-plan-form" noValidate onSubmit={onSubmit} onInput={onInput} preventScrollReset {...{ [HTML_FIRST_ATTRIBUTE]: '' }}>
      <p className="field__hint">
        <FormattedMessage {...m.amountHint} />
      </p>
      {MONEY_PLAN_PERIODS.map((period) => (
        <fieldset key={period} className="money-plan__period">
          <legend>
            <FormattedMessage {...periodMessages[period]} />
          </legend>
          <LineGroup period={period} lines={MONEY_IN_LINES} legend={m.moneyIn} {...props} />
          <LineGroup period={period} lines={MONEY_OUT_LINES} legend={m.moneyOut} {...props} />
        </fieldset>
      ))}
      <div className="actions">
        <Button type="submit">
          <FormattedMessage {...(signedIn ? m.save : m.addUp)} />
        </Button>
      </div>
      {footer}
    </Form>
  );
}
