import { Fragment } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { letterFields, type LetterField, type MoneyPlanGuide } from '@reentry/content/money-plan-guide';
import { TextField } from '@reentry/ui';
import { fineLegendMessage, letterFieldMessages, moneyPlanMessages as m } from './money-plan.messages';

const isLetterField = (name: string): name is LetterField => (letterFields as readonly string[]).includes(name);

/** One line of the letter: its words, with a labelled box (printed as a line to write on) for each `{field}`. */
function LetterLine({ line }: { line: string }) {
  const intl = useIntl();
  return (
    <p>
      {line.split(/\{(\w+)\}/).map((part, index) =>
        index % 2 === 1 && isLetterField(part) ? (
          <input key={index} name={`letter-${part}`} className="money-letter__blank" aria-label={intl.formatMessage(letterFieldMessages[part])} autoComplete="off" />
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </p>
  );
}

/**
 * The worksheet of what is owed and the letter asking for a payment plan. Plain boxes: they work and
 * print without script, and nothing typed here leaves the browser (no form is sent).
 */
export function FinesWorksheet({ guide }: { guide: MoneyPlanGuide }) {
  const intl = useIntl();
  const boxes = [m.fineWho, m.fineCase, m.fineAmount, m.fineDue, m.finePenalty];
  return (
    <section className="money-worksheet" aria-labelledby="money-worksheet-heading">
      <h2 id="money-worksheet-heading">
        <FormattedMessage {...m.worksheetTitle} />
      </h2>
      <ul>
        {guide.fines.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
      {[1, 2, 3].map((number) => (
        <fieldset key={number} className="money-worksheet__fine">
          <legend>
            <FormattedMessage {...fineLegendMessage} values={{ number }} />
          </legend>
          {boxes.map((box) => (
            <TextField key={box.id} name={`fine${number}-${box.id.split('.').pop()}`} label={intl.formatMessage(box)} autoComplete="off" />
          ))}
        </fieldset>
      ))}
    </section>
  );
}

export function PaymentPlanLetter({ guide }: { guide: MoneyPlanGuide }) {
  return (
    <section className="money-letter" aria-labelledby="money-letter-heading">
      <h2 id="money-letter-heading">
        <FormattedMessage {...m.letterHeading} />
      </h2>
      {guide.letter.map((line) => (
        <LetterLine key={line} line={line} />
      ))}
      <p className="money-letter__signature">
        <FormattedMessage {...m.signature} />: <span className="money-letter__sign-line" />
      </p>
    </section>
  );
}
