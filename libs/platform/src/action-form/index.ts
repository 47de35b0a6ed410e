// `@reentry/platform/action-form`: the site's one form frame (issue 42). A second entry of the platform,
// bundled into the apps that use it, so pages without a form do not download it.
export { ActionForm, HTML_FIRST_ATTRIBUTE, INTENT_FIELD, readFields, useActionField, useFormOutcome, type ActionFormProps } from './action-form.js';
export { actionFormMessages } from './action-form.messages.js';
export { FocusedPanel } from './focused-panel.js';
export { useFocusWhenShown } from './focus-when-shown.js';
export { apiErrorOf, contentKey, doneAt, formAction, isRefusal, postedFields, refuse, type FieldValues, type FormActionSpec, type Refusal } from './posted-form.js';
