import type { ReactNode, SelectHTMLAttributes } from 'react';
import { FieldNotes, fieldClass, useAutoComplete, useFieldIds, type FieldTextProps } from './field-parts.js';

export interface SelectOption {
  value: string;
  label: ReactNode;
}

export type SelectFieldProps = FieldTextProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'children'> & {
    options: SelectOption[];
    /** The first, empty choice (e.g. "Choose a subject"); it has the value ''. */
    placeholder: ReactNode;
  };

/** A labelled native select (the most usable choice list on phones and with screen readers). */
export function SelectField({ label, hint, error, className, options, placeholder, ...select }: SelectFieldProps) {
  const { id, hintId, errorId, describedBy } = useFieldIds(hint, error);
  const autoComplete = useAutoComplete(select.autoComplete);
  return (
    <div className={fieldClass(error, className)}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <FieldNotes hint={hint} error={error} hintId={hintId} errorId={errorId} />
      <select id={id} className="field__input" aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...select} autoComplete={autoComplete}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
