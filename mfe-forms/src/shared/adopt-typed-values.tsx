import { useContext, useEffect, type RefObject } from 'react';
import { useFormikContext } from 'formik';
import { FirstUseContext } from './form-on-first-use';

type Field = Element | RadioNodeList;

/** The value a field shows now, in the type Formik keeps for it (text, a choice, or a tick). */
function shownValue(field: Field, kept: unknown): unknown {
  if (field instanceof RadioNodeList) return field.value;
  if (field instanceof HTMLInputElement && field.type === 'checkbox') return typeof kept === 'boolean' ? field.checked : undefined;
  if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement) return field.value;
  return undefined;
}

/**
 * What a visitor typed into the server's HTML before the form's script ran stays in the fields (React
 * keeps it when it hydrates), but Formik starts from its empty values. Once, when the form starts, this
 * copies what the fields show into Formik, so what is checked and sent is what the visitor sees; and if
 * Send was pressed before the form started (form-on-first-use.tsx), sends it now.
 */
export function AdoptTypedValues({ form }: { form: RefObject<HTMLFormElement | null> }) {
  const { values, setValues } = useFormikContext<Record<string, unknown>>();
  const firstUse = useContext(FirstUseContext);
  useEffect(() => {
    const element = form.current;
    if (firstUse) firstUse.formStarted = true;
    if (!element) return;
    const typed: Record<string, unknown> = {};
    for (const [name, kept] of Object.entries(values)) {
      const field = element.elements.namedItem(name);
      const shown = field ? shownValue(field, kept) : undefined;
      if (shown !== undefined && shown !== kept) typed[name] = shown;
    }
    const adopted = Object.keys(typed).length > 0 ? setValues({ ...values, ...typed }, false) : Promise.resolve();
    if (firstUse?.sendRequested) {
      firstUse.sendRequested = false;
      // After the adopted values are in Formik's state (next frame), as if Send were pressed now.
      void adopted.then(() => requestAnimationFrame(() => element.requestSubmit()));
    }
    // Once, when the form starts: later edits reach Formik through the fields' own handlers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
