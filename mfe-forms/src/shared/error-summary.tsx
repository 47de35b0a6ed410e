import { useFormikContext } from 'formik';
import { FormattedMessage } from 'react-intl';
import { errorSummaryMessage } from './form.messages';

/**
 * After a submit with mistakes, says how many fields need fixing. role=alert makes screen readers read it
 * at once; it is re-created on every submit so a second failed submit is announced again.
 */
export function ErrorSummary({ fields }: { fields: readonly string[] }) {
  const { submitCount, isValidating, isSubmitting, errors } = useFormikContext<Record<string, unknown>>();
  const count = fields.filter((name) => (errors as Record<string, unknown>)[name]).length;
  if (submitCount === 0 || isValidating || isSubmitting || count === 0) return null;
  return (
    <div key={submitCount} role="alert" className="panel panel--warning forms-error-summary">
      <p>
        <FormattedMessage {...errorSummaryMessage} values={{ count }} />
      </p>
    </div>
  );
}
