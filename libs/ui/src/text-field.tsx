import type { InputHTMLAttributes } from 'react';
import { FieldNotes, fieldClass, useAutoComplete, useFieldIds, type FieldTextProps } from './field-parts.js';

export type TextFieldProps = FieldTextProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>;

/** A labelled input whose hint and error are tied to it for screen readers. */
export function TextField({ label, hint, error, className, ...input }: TextFieldProps) {
  const { id, hintId, errorId, describedBy } = useFieldIds(hint, error);
  const autoComplete = useAutoComplete(input.autoComplete);
  return (
    <div className={fieldClass(error, className)}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <FieldNotes hint={hint} error={error} hintId={hintId} errorId={errorId} />
      <input id={id} className="field__input" aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} autoComplete={autoComplete} />
    </div>
  );
}
