import { FormattedMessage, useIntl } from 'react-intl';
import { Form } from 'react-router';
import { TextField } from '@reentry/ui';
import type { ImpactProblem } from './impact-loader';
import { impactMessages as m } from './impact.messages';
import type { ImpactRange } from './impact.query';
import paths from '../route-paths.json';

/**
 * The months shown: a real GET form to /impact (works with no script; with script the router loads the
 * figures without a reload). No check here: the API's words for a wrong month are the page's (`problem`),
 * each at its field, and focus goes to the first (`autofocus` works without script).
 */
export function ImpactRangeForm({ shown, problem }: { shown: ImpactRange; problem: ImpactProblem | null }) {
  const intl = useIntl();
  const values = problem?.typed ?? shown;
  const field = (name: 'from' | 'to') => ({
    name,
    // Sends YYYY-MM; a browser without it shows a text box, and the hint says the form ("like 2026-01"). HTML
    // allows no pattern, placeholder or maxlength on a month field, so the API's check is the only one.
    type: 'month',
    defaultValue: values[name] ?? '',
    hint: intl.formatMessage(m.monthHint),
    error: problem?.fields[name],
    autoFocus: (problem && problem.fields[name] && (name === 'from' || !problem.fields.from)) || undefined,
    autoComplete: 'off',
  });
  return (
    <Form key={`${values.from}/${values.to}`} method="get" action={paths.impact} className="form impact-range" noValidate>
      {problem && (
        <div role="alert" className="panel panel--warning">
          <p><strong><FormattedMessage {...m.rangeProblem} /></strong></p>
          {problem.message && <p>{problem.message}</p>}
        </div>
      )}
      <div className="impact-range__fields">
        <TextField label={intl.formatMessage(m.fromLabel)} {...field('from')} />
        <TextField label={intl.formatMessage(m.toLabel)} {...field('to')} />
      </div>
      <button type="submit" className="button button--primary">
        <FormattedMessage {...m.show} />
      </button>
    </Form>
  );
}
