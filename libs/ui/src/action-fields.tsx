import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { actionFormMessages, useActionField } from '@reentry/platform/action-form';
import { CheckboxField, type CheckboxFieldProps } from './checkbox-field.js';
import { RadioGroupField } from './radio-group-field.js';
import { SelectField, type SelectOption } from './select-field.js';
import { TextAreaField, type TextAreaFieldProps } from './text-area-field.js';
import { TextField, type TextFieldProps } from './text-field.js';

// `@reentry/ui/action-fields`: the fields of the form frame (`@reentry/platform/action-form`). Each keeps
// its own value (`defaultValue`): what the visitor types is in the field, for the browser's post or the
// router's, and nothing the page's code does at load resets it.

interface Labels {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  /** Says "(optional)" after the label; every other field is marked aria-required. */
  optional?: boolean;
}

function shownLabel(label: ReactNode, optional: boolean | undefined): ReactNode {
  return optional ? (
    <>
      {label} <FormattedMessage {...actionFormMessages.optional} />
    </>
  ) : (
    label
  );
}

type Native<T> = Omit<T, 'label' | 'hint' | 'error' | 'name' | 'value' | 'defaultValue'>;

/** A field whose label already says when it may stay empty (or only sometimes may) sets `aria-required` itself. */
export function ActionTextField({ name, label, hint, optional, ...input }: Labels & Native<TextFieldProps>) {
  const field = useActionField(name);
  return <TextField aria-required={!optional || undefined} {...input} {...field} label={shownLabel(label, optional)} hint={hint} />;
}

export function ActionTextArea({ name, label, hint, optional, ...textarea }: Labels & Native<TextAreaFieldProps>) {
  const field = useActionField(name);
  return <TextAreaField {...textarea} {...field} label={shownLabel(label, optional)} hint={hint} aria-required={!optional || undefined} />;
}

export function ActionSelect({ name, label, hint, optional, options, placeholder }: Labels & { options: SelectOption[]; placeholder: ReactNode }) {
  const field = useActionField(name);
  return <SelectField {...field} label={shownLabel(label, optional)} hint={hint} options={options} placeholder={placeholder} aria-required={!optional || undefined} />;
}

export function ActionRadioGroup({ name, label, hint, optional, options }: Labels & { options: SelectOption[] }) {
  const field = useActionField(name);
  return <RadioGroupField {...field} label={shownLabel(label, optional)} hint={hint} options={options} required={!optional} />;
}

/** A checkbox posts `on` when ticked (the frame reads it so). */
export function ActionCheckbox({ name, label, hint, ...input }: Omit<Labels, 'optional'> & Omit<CheckboxFieldProps, 'label' | 'hint' | 'error' | 'name' | 'checked' | 'defaultChecked'>) {
  const { defaultValue, ...field } = useActionField(name);
  return <CheckboxField {...input} {...field} defaultChecked={defaultValue === 'on' || defaultValue === 'true'} label={label} hint={hint} />;
}
