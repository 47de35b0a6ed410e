import { createContext, lazy, memo, Suspense, useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react';

// `@reentry/ui/form-on-first-use`: a second entry of this package, outside its Module Federation singleton
// (`@reentry/ui`): each app bundles it into the pages that use it. It imports no Formik, so it can sit in
// a page's first load; the form it loads later adopts what was typed (adopt-typed-values.tsx).

const FIRST_USE_EVENTS = ['pointerdown', 'keydown', 'focusin'] as const;

/** On `<html>` once the visitor has touched, clicked, typed or focused something: code that comes later knows. */
const USED_ATTRIBUTE = 'data-used';
/** On a field the visitor left before its form's code came (set by the host: the shell's dormant pages). */
export const LEFT_ATTRIBUTE = 'data-left';

function used(): boolean {
  return document.documentElement.hasAttribute(USED_ATTRIBUTE);
}

/**
 * Resolves at the visitor's first touch, click, key or focus anywhere on the page (at once on the
 * server, and at once if that happened before this code came). Until then a form is the server's HTML:
 * readable, and typed into like any field (what was typed is taken over when the form starts:
 * adopt-typed-values.tsx).
 */
export function firstUse(): Promise<void> {
  if (typeof document === 'undefined' || used()) return Promise.resolve();
  return new Promise((resolve) => {
    const start = () => {
      for (const type of FIRST_USE_EVENTS) document.removeEventListener(type, start, true);
      document.documentElement.setAttribute(USED_ATTRIBUTE, '');
      resolve();
    };
    for (const type of FIRST_USE_EVENTS) document.addEventListener(type, start, { capture: true, passive: true });
  });
}

/** Marks the page as used at the first touch, click, key or focus (a host calls it as its script starts). */
export function markFirstUse(): void {
  void firstUse();
}

/** What happened in the server HTML's form before the form's code started. */
export interface FirstUse {
  /** The form has started: React and Formik handle its events. */
  formStarted: boolean;
  /** Send was pressed before that. */
  sendRequested: boolean;
  /** The fields (by name) the visitor left before that: focus went in and came out again. */
  left: Set<string>;
}
export const FirstUseContext = createContext<FirstUse | null>(null);

/**
 * A form whose code (Formik and the form itself, 11 to 16 KiB gzip) is not part of a page's first load.
 * While React hydrates the server's HTML, the Suspense boundary keeps the form's HTML and the code waits
 * for the first touch, click, key or focus. Once the page has hydrated, the server HTML's send button
 * is enabled: pressing it starts the form, which then sends (so nothing is posted natively and lost);
 * and the fields the visitor leaves are noted, so the form shows their messages when it starts.
 * Whenever React renders the form anew instead (a client navigation, or a boundary React had to render
 * again), the fallback shows for a moment and starts the download at once. It re-renders only when its
 * props change (give it stable ones): an update that reaches the form before its code has come makes
 * React drop the server's HTML, and what was typed in it, for the fallback.
 */
export function formOnFirstUse<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let startNow = () => {};
  const started = new Promise<void>((resolve) => (startNow = resolve));
  const Form = lazy(() =>
    Promise.race([firstUse(), started])
      .then(load)
      .then((component) => ({ default: component })),
  );
  function StartNow() {
    useEffect(() => startNow(), []);
    return null;
  }
  return memo(function DeferredForm(props: P) {
    const region = useRef<HTMLDivElement>(null);
    const [state] = useState<FirstUse>(() => ({ formStarted: false, sendRequested: false, left: new Set() }));
    // In the commit that hydrates the page, not after it: the page's effects run in a later task, and a
    // Send pressed in between would post the server's form natively (a reload: what was typed is lost).
    useLayoutEffect(() => {
      const element = region.current;
      if (!element) return;
      const stopNoting = noteLeftFields(element, state);
      const stopSends = acceptEarlySend(element, (event) => {
        if (state.formStarted) return; // React and Formik handle it
        event.preventDefault();
        state.sendRequested = true;
        startNow();
      });
      return () => {
        stopNoting();
        stopSends();
      };
    }, [state]);
    return (
      <div ref={region} className="deferred-form">
        <FirstUseContext.Provider value={state}>
          <Suspense fallback={<StartNow />}>
            <Form {...props} />
          </Suspense>
        </FirstUseContext.Provider>
      </div>
    );
  }) as ComponentType<P>;
}

/** Enables the server HTML's send buttons; a send before the form has started starts it instead. */
function acceptEarlySend(region: HTMLElement, onSubmit: (event: Event) => void): () => void {
  for (const button of region.querySelectorAll<HTMLButtonElement>('button[type="submit"]:disabled')) button.disabled = false;
  region.addEventListener('submit', onSubmit, true);
  return () => region.removeEventListener('submit', onSubmit, true);
}

/** Notes each field the visitor leaves until the form starts (Formik would have marked it touched). */
function noteLeftFields(region: HTMLElement, state: FirstUse): () => void {
  const onFocusOut = (event: FocusEvent) => {
    const field = event.target;
    if (state.formStarted || !(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement)) return;
    if (field.name) state.left.add(field.name);
  };
  region.addEventListener('focusout', onFocusOut, true);
  return () => region.removeEventListener('focusout', onFocusOut, true);
}
