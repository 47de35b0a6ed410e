import { useField } from 'formik';
import { useId } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';

/** A labelled checkbox bound to Formik, with an optional hint tied to it for screen readers. */
export function FormikCheckbox({ name, label, hint }: { name: string; label: MessageDescriptor; hint?: MessageDescriptor }) {
  const intl = useIntl();
  const [field] = useField({ name, type: 'checkbox' });
  const id = useId();
  return (
    <div className="field field--checkbox">
      <input {...field} id={id} type="checkbox" className="field__checkbox" aria-describedby={hint ? `${id}-hint` : undefined} />
      <label className="field__label" htmlFor={id}>
        {intl.formatMessage(label)}
      </label>
      {hint && (
        <p className="field__hint" id={`${id}-hint`}>
          {intl.formatMessage(hint)}
        </p>
      )}
    </div>
  );
}
