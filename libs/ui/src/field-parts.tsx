import { useId, type ReactNode } from 'react';
import { useKiosk } from '@reentry/platform';

export interface FieldTextProps {
  label: ReactNode;
  hint?: ReactNode;
  /** Shown above the control (as GOV.UK does) and announced with it. */
  error?: ReactNode;
}

/** Ids that tie a control to its hint and error for screen readers. */
export function useFieldIds(hint: ReactNode, error: ReactNode) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return { id, hintId, errorId, describedBy };
}

/** The hint and error paragraphs under a label. */
export function FieldNotes({ hint, error, hintId, errorId }: { hint?: ReactNode; error?: ReactNode; hintId: string; errorId: string }) {
  return (
    <>
      {hint && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      )}
    </>
  );
}

export function fieldClass(error: ReactNode, className?: string, base = 'field'): string {
  return [base, error ? 'field--error' : '', className].filter(Boolean).join(' ');
}

/**
 * A field's `autocomplete`: as the form asks, except on a facility's shared tablet (kiosk mode), where
 * the browser must neither suggest what an earlier learner typed nor put it back on Back: `off`.
 */
export function useAutoComplete(asked: string | undefined): string | undefined {
  return useKiosk() ? 'off' : asked;
}
