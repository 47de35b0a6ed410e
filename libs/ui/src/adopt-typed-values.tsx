import { useContext, useEffect, useLayoutEffect, useState, type RefObject } from 'react';
import { FirstUseContext, LEFT_ATTRIBUTE } from './form-on-first-use.js';

// `@reentry/ui/adopt-typed-values`: for the forms that load on first use (form-on-first-use.tsx), inside
// the code that loads later. It takes Formik's own functions from the form (render props), so this
// package does not depend on Formik.

/** What this needs of a Formik form: its render props (`{(formik) => ...}`) have all of it. */
export interface StartingForm<Values> {
  values: Values;
  setValues(values: Values, shouldValidate?: boolean): unknown;
  setFieldTouched(field: string, isTouched?: boolean, shouldValidate?: boolean): unknown;
  validateForm(values?: Values): Promise<unknown>;
}

type Field = Element | RadioNodeList;

/** On the form once its code has started (React and Formik handle it). */
const STARTED_ATTRIBUTE = 'data-started';

/** The value a field shows now, in the type Formik keeps for it (text, a choice, or a tick). */
function shownValue(field: Field, kept: unknown): unknown {
  if (field instanceof RadioNodeList) return field.value;
  if (field instanceof HTMLInputElement && field.type === 'checkbox') return typeof kept === 'boolean' ? field.checked : undefined;
  if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement) return field.value;
  return undefined;
}

/** The host saw the visitor leave it before the form's page had started (see LEFT_ATTRIBUTE). */
function leftEarly(field: Field): boolean {
  return field instanceof RadioNodeList ? [...field].some((input) => (input as Element).hasAttribute(LEFT_ATTRIBUTE)) : field.hasAttribute(LEFT_ATTRIBUTE);
}

function hasFocus(field: Field): boolean {
  const focused = document.activeElement;
  if (!focused) return false;
  return field instanceof RadioNodeList ? [...field].some((input) => input === focused) : field === focused;
}

/**
 * Until the form's code starts, the visitor types into the server's HTML: React keeps what the fields
 * show when it hydrates, but Formik starts from its empty values and knows of no field left. Once, as
 * the form starts, this makes Formik match what the visitor did, so they see what they would have seen
 * had the code been there from the start:
 * - what the fields show becomes Formik's values (so it is what is checked and sent);
 * - a field they left is touched and the form is checked once, so its message shows (a field they
 *   left before the page's script ran is one showing something typed, without focus); the field they
 *   are in, and the ones they never reached, show nothing yet;
 * - if Send was pressed (form-on-first-use.tsx), the form is sent now, once: it then sends or shows
 *   what to fix.
 */
export function AdoptTypedValues<Values extends object>({ form, formik }: { form: RefObject<HTMLFormElement | null>; formik: StartingForm<Values> }) {
  const firstUse = useContext(FirstUseContext);
  const [sendNow, setSendNow] = useState(false);
  // In the commit that starts the form: from now on a send is Formik's, not the early one's.
  useLayoutEffect(() => {
    if (firstUse) firstUse.formStarted = true;
  }, [firstUse]);
  // After it (Formik applies a check's result only once its own effects have run).
  useEffect(() => {
    const element = form.current;
    if (!element) return;
    element.setAttribute(STARTED_ATTRIBUTE, ''); // for tools and tests
    const start = formik.values as Record<string, unknown>;
    const typed: Record<string, unknown> = {};
    const left: string[] = [];
    for (const [name, kept] of Object.entries(start)) {
      const field = element.elements.namedItem(name);
      const shown = field ? shownValue(field, kept) : undefined;
      const changed = shown !== undefined && shown !== kept;
      if (changed) typed[name] = shown;
      if (firstUse?.left.has(name) || (field && leftEarly(field)) || (changed && field && !hasFocus(field))) left.push(name);
    }
    const values = { ...start, ...typed } as Values;
    if (Object.keys(typed).length > 0) void formik.setValues(values, false);
    for (const name of left) void formik.setFieldTouched(name, true, false);
    if (left.length > 0) void formik.validateForm(values);
    if (firstUse?.sendRequested) {
      firstUse.sendRequested = false;
      setSendNow(true);
    }
    // Once, when the form starts: later edits reach Formik through the fields' own handlers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // As if Send were pressed now: after Formik has rendered with the adopted values (its submit reads
  // the values of its last render).
  useEffect(() => {
    if (sendNow) form.current?.requestSubmit();
  }, [sendNow, form]);
  return null;
}
