import type { InputHTMLAttributes } from 'react';
import { FieldNotes, fieldClass, useFieldIds, type FieldTextProps } from './field-parts.js';

export type CheckboxFieldProps = FieldTextProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'>;

/** One checkbox with its label beside it; the hint and error are tied to it. */
export function CheckboxField({ label, hint, error, className, ...input }: CheckboxFieldProps) {
  const { id, hintId, errorId, describedBy } = useFieldIds(hint, error);
  return (
    <div className={fieldClass(error, className, 'field field--checkbox')}>
      {error && (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      )}
      <div className="field__choice">
        <input id={id} type="checkbox" className="field__check" aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
        <label className="field__label" htmlFor={id}>
          {label}
        </label>
      </div>
      <FieldNotes hint={hint} hintId={hintId} errorId={errorId} />
    </div>
  );
}
