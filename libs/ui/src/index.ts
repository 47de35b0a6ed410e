// The package's one entry: it is a Module Federation singleton shared by the shell and remotes.
export { Button, SubmitButton, untilScriptProps, useHydrated, type ButtonVariant } from './button.js';
export { busyButtonProps } from './busy-button.js';
export { CheckboxField, type CheckboxFieldProps } from './checkbox-field.js';
export { Decorative, LockIcon } from './decorative.js';
export { shownFieldError, type FieldCheck } from './shown-field-error.js';
export { useMistakesOfLastSubmit, type SubmitCheckState } from './mistakes-of-last-submit.js';
export { PageIntro, type PageIntroMessages } from './page-intro.js';
export { RadioGroupField, type RadioGroupFieldProps } from './radio-group-field.js';
export { SelectField, type SelectFieldProps, type SelectOption } from './select-field.js';
export { TextAreaField, type TextAreaFieldProps } from './text-area-field.js';
export { TextField, type TextFieldProps } from './text-field.js';
export { ResetCodeAction, type ResetCodeActionMessages, type ResetCodeActionProps } from './reset-code-action.js';
