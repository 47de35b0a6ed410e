import { useRef } from 'react';

/** What a form library (Formik) says about its submits and checks. */
export interface SubmitCheckState {
  submitCount: number;
  isValidating: boolean;
  isSubmitting: boolean;
  errors: object;
}

/**
 * The fields (in the order given) with a mistake after the latest submit's check. None before any submit or
 * while a new submit is being checked. While a field left afterwards is checked again, it stays what the last
 * finished check said: an error summary built on it neither vanishes for a moment (the form below it would
 * jump up and back, and a screen reader would read it again) nor changes before the check is done.
 */
export function useMistakesOfLastSubmit<Name extends string>(form: SubmitCheckState, fields: readonly Name[]): readonly Name[] {
  const lastChecked = useRef<{ submitCount: number; wrong: readonly Name[] }>({ submitCount: 0, wrong: [] });
  if (!form.isValidating && !form.isSubmitting) {
    const errors = form.errors as Partial<Record<Name, unknown>>;
    lastChecked.current = { submitCount: form.submitCount, wrong: fields.filter((name) => errors[name]) };
  }
  const { submitCount, wrong } = lastChecked.current;
  return form.submitCount > 0 && submitCount === form.submitCount ? wrong : [];
}
