/** What a form library (Formik) says about one field. */
export interface FieldCheck {
  touched?: boolean;
  error?: string;
}

/**
 * The error a field shows: none before the form's first send, then what the latest check found. Checking on
 * leaving a field (before any send) put messages above the fields below it, which moved the Send button
 * between the pointer going down and coming up: the press missed it (issue 30). So every form of the site
 * checks on send, and after a send on every change; leaving a field never moves what is under the pointer.
 */
export function shownFieldError(field: FieldCheck, submitCount: number): string | undefined {
  return submitCount > 0 && field.touched ? field.error : undefined;
}
