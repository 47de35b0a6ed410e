import { useFormikContext } from 'formik';
import { useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { errorSummaryMessage } from './form.messages';

/**
 * After a submit with mistakes, says how many fields need fixing. role=alert makes screen readers read it
 * at once; it is re-created on every submit so a second failed submit is announced again. While a field
 * left after that submit is checked again, it stays as it was: it neither disappears for a moment (the
 * form below it would jump up and back, and a screen reader would read it again) nor changes before the
 * check has finished.
 */
export function ErrorSummary({ fields }: { fields: readonly string[] }) {
  const { submitCount, isValidating, isSubmitting, errors } = useFormikContext<Record<string, unknown>>();
  const lastChecked = useRef<{ submitCount: number; count: number }>({ submitCount: 0, count: 0 });
  if (!isValidating && !isSubmitting) {
    lastChecked.current = { submitCount, count: fields.filter((name) => (errors as Record<string, unknown>)[name]).length };
  }
  const { count } = lastChecked.current;
  // A new submit hides it until its own check is done.
  if (submitCount === 0 || lastChecked.current.submitCount !== submitCount || count === 0) return null;
  return (
    <div key={submitCount} role="alert" className="panel panel--warning forms-error-summary">
      <p>
        <FormattedMessage {...errorSummaryMessage} values={{ count }} />
      </p>
    </div>
  );
}
