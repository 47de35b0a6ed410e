import type { TextareaHTMLAttributes } from 'react';
import { FieldNotes, fieldClass, useAutoComplete, useFieldIds, type FieldTextProps } from './field-parts.js';

export type TextAreaFieldProps = FieldTextProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>;

/** A labelled multi-line input whose hint and error are tied to it for screen readers. */
export function TextAreaField({ label, hint, error, className, rows = 5, ...textarea }: TextAreaFieldProps) {
  const { id, hintId, errorId, describedBy } = useFieldIds(hint, error);
  const autoComplete = useAutoComplete(textarea.autoComplete);
  return (
    <div className={fieldClass(error, className)}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <FieldNotes hint={hint} error={error} hintId={hintId} errorId={errorId} />
      <textarea id={id} rows={rows} className="field__input" aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...textarea} autoComplete={autoComplete} />
    </div>
  );
}
