import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';

export interface FormStatus {
  /** A problem the server reported that is not about one field (wrong password, too many tries). */
  formError?: string;
}

/**
 * The server's answer, kept on screen at the top of the form (a toast alone disappears after 5 s):
 * it takes focus, so screen readers read it and keyboard users start from it.
 */
export function FormError() {
  const { status } = useFormikContext<unknown>();
  const message = (status as FormStatus | undefined)?.formError;
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) box.current?.focus();
  }, [message]);
  if (!message) return null;
  return (
    <div ref={box} className="form__error" tabIndex={-1}>
      {message}
    </div>
  );
}
