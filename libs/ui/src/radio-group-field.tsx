import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldNotes, fieldClass, useFieldIds, type FieldTextProps } from './field-parts.js';
import type { SelectOption } from './select-field.js';

export type RadioGroupFieldProps = FieldTextProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'value' | 'checked'> & {
    name: string;
    /** The chosen value (the group is React's), or, with `defaultValue`, the one chosen at first (the fields keep the choice). */
    value?: string;
    defaultValue?: string;
    options: SelectOption[];
    /** Says "an answer is needed" to screen readers (a radio group cannot use `required` alone). */
    required?: boolean;
  };

/** A set of radio buttons in a fieldset whose legend is the question. */
export function RadioGroupField({ label, hint, error, className, options, value, defaultValue, required, autoFocus, ...input }: RadioGroupFieldProps) {
  const { hintId, errorId, describedBy } = useFieldIds(hint, error);
  const optionId = useId();
  return (
    <fieldset
      className={fieldClass(error, className, 'field field--radios')}
      role="radiogroup"
      aria-required={required || undefined}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy}
    >
      <legend className="field__label">{label}</legend>
      <FieldNotes hint={hint} error={error} hintId={hintId} errorId={errorId} />
      {options.map((option, index): ReactNode => (
        <div className="field__choice" key={option.value}>
          {/* One autofocus a page: the group's first option takes it. */}
          <input id={`${optionId}-${index}`} type="radio" className="field__check" value={option.value} {...(value === undefined ? { defaultChecked: defaultValue === option.value } : { checked: value === option.value })} autoFocus={autoFocus && index === 0} {...input} />
          <label htmlFor={`${optionId}-${index}`}>{option.label}</label>
        </div>
      ))}
    </fieldset>
  );
}
