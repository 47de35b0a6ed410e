import { useFormikContext } from 'formik';
import { useEffect } from 'react';

/** After a submit with errors, moves focus to the first field that needs fixing. */
export function FocusFirstError({ fields }: { fields: string[] }) {
  const { submitCount, isValid, errors } = useFormikContext<Record<string, string>>();
  useEffect(() => {
    if (submitCount === 0 || isValid) return;
    const first = fields.find((name) => errors[name]);
    if (first) document.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
    // Only when a submit is attempted, not on every keystroke.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [submitCount]);
  return null;
}
