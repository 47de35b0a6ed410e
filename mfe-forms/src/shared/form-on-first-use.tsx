import { createContext, lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';

const FIRST_USE_EVENTS = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * Resolves at the visitor's first touch, click, key or focus anywhere on the page (at once on the
 * server). Until then a form is the server's HTML: readable, and typed into like any field (its send
 * button stays disabled, and what was typed is taken over when the form starts: adopt-typed-values.tsx).
 */
export function firstUse(): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const start = () => {
      for (const type of FIRST_USE_EVENTS) document.removeEventListener(type, start, true);
      resolve();
    };
    for (const type of FIRST_USE_EVENTS) document.addEventListener(type, start, { capture: true, passive: true });
  });
}

/** Whether the form has started (React handles it), and whether Send was pressed before it had. */
export interface FirstUse {
  formStarted: boolean;
  sendRequested: boolean;
}
export const FirstUseContext = createContext<FirstUse | null>(null);

/**
 * A form whose code (Formik and the form itself, about 15 KiB gzip) is not part of a page's first load.
 * While React hydrates the server's HTML, the Suspense boundary keeps the form's HTML and the code waits
 * for the first touch, click, key or focus. Once the page has hydrated, the server HTML's send button
 * is enabled: pressing it starts the form, which then sends (so nothing is posted natively and lost).
 * Whenever React renders the form anew instead (a client navigation, or a boundary React had to render
 * again), the fallback shows for a moment and starts the download at once.
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
  return function DeferredForm(props: P) {
    const region = useRef<HTMLDivElement>(null);
    const [firstUse] = useState<FirstUse>(() => ({ formStarted: false, sendRequested: false }));
    useEffect(() => {
      const element = region.current;
      if (!element) return;
      return acceptEarlySend(element, (event) => {
        if (firstUse.formStarted) return; // React and Formik handle it
        event.preventDefault();
        firstUse.sendRequested = true;
        startNow();
      });
    }, [firstUse]);
    return (
      <div ref={region} className="deferred-form">
        <FirstUseContext.Provider value={firstUse}>
          <Suspense fallback={<StartNow />}>
            <Form {...props} />
          </Suspense>
        </FirstUseContext.Provider>
      </div>
    );
  };
}

/** Enables the server HTML's send buttons; a send before the form has started starts it instead. */
function acceptEarlySend(region: HTMLElement, onSubmit: (event: Event) => void): () => void {
  for (const button of region.querySelectorAll<HTMLButtonElement>('button[type="submit"]:disabled')) button.disabled = false;
  region.addEventListener('submit', onSubmit, true);
  return () => region.removeEventListener('submit', onSubmit, true);
}
