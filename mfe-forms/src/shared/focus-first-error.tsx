import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';
import { useKeepFocusedFieldInView } from './keep-focused-field-in-view';

/**
 * After a submit with errors, moves focus to the first field that needs fixing (GOV.UK pattern). While the
 * visitor moves through the form, keeps the focused field in view when messages appear above it.
 */
export function FocusFirstError({ fields }: { fields: readonly string[] }) {
  const { submitCount, isValidating, isSubmitting, errors, touched } = useFormikContext<Record<string, unknown>>();
  const handled = useRef(0);
  useKeepFocusedFieldInView(errors, touched);
  useEffect(() => {
    // Formik counts the submit before its validation finishes; wait for the result, once per submit.
    if (submitCount === handled.current || isValidating || isSubmitting) return;
    handled.current = submitCount;
    const first = fields.find((name) => (errors as Record<string, unknown>)[name]);
    if (first) document.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }, [submitCount, isValidating, isSubmitting, errors, fields]);
  return null;
}
