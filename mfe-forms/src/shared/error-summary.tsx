import { useFormikContext } from 'formik';
import { FormattedMessage } from 'react-intl';
import { useMistakesOfLastSubmit } from '@reentry/ui';
import { errorSummaryMessage } from './form.messages';

/**
 * After a submit with mistakes, says how many fields need fixing. role=alert makes screen readers read it
 * at once; it is re-created on every submit so a second failed submit is announced again. While a field
 * left after that submit is checked again, it stays as it was (useMistakesOfLastSubmit).
 */
export function ErrorSummary({ fields }: { fields: readonly string[] }) {
  const form = useFormikContext<Record<string, unknown>>();
  const count = useMistakesOfLastSubmit(form, fields).length;
  if (count === 0) return null;
  return (
    <div key={form.submitCount} role="alert" className="panel panel--warning forms-error-summary">
      <p>
        <FormattedMessage {...errorSummaryMessage} values={{ count }} />
      </p>
    </div>
  );
}
