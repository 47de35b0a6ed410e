import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useActionData, useNavigation, useSubmit } from 'react-router';
import { isFormAnswer, type FormAnswer } from './action-answer';
import { formValues, type Mistakes } from './form-check';

export interface ActionFormOptions<Answer extends FormAnswer<unknown>> {
  /** The browser's check before sending (form-check.ts); the server checks the post again. */
  check: (values: Record<string, unknown>) => Promise<Mistakes>;
  /** The form's fields in order: the first with a mistake gets focus. */
  fields: string[];
  /** Whether the route's answer is this form's (a page with two steps reads one answer). */
  owns?: (answer: FormAnswer<unknown>) => answer is Answer;
  /**
   * Called as the checked form goes to the router; what it returns runs once the router has shown what came
   * back (the next page, or the answer): e.g. "signed in" toasts, which need to know who was signed in before.
   */
  onSend?: () => (() => void | Promise<void>) | undefined;
  /** A new answer from the route (a refusal) arrived in place, after hydration: e.g. the wide screen's toast. */
  onAnswer?: (answer: Answer) => void;
}

/**
 * A form the route's action answers (issue 42): without script (or before the page's code) the browser
 * posts it and the server's HTML shows the answer; once the code runs, `onSubmit` checks the fields, shows
 * mistakes at once, and lets the router post the same form in place (no reload). The fields are the form's
 * own (uncontrolled), so hydration never resets what was typed. Returns what the form shows: the mistakes
 * (the browser's, else the answer's), the first one (a field name, or 'form' for the whole-form message),
 * whether a send is under way, the answer, and the handler.
 */
export function useActionForm<Answer extends FormAnswer<unknown>>({ check, fields, owns, onSend, onAnswer }: ActionFormOptions<Answer>) {
  const data = useActionData();
  const answer = isFormAnswer(data) && (!owns || owns(data)) ? (data as Answer) : undefined;
  const submit = useSubmit();
  const navigation = useNavigation();
  const [mistakes, setMistakes] = useState<Mistakes | null>(null);
  const sending = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const shown = mistakes ?? answer?.errors ?? {};
  const firstMistake = fields.find((name) => shown[name]) ?? (!mistakes && (answer?.message || answer?.fallback) ? 'form' : null);

  // An answer that came in place (the router's post): focus goes to its first mistake, as `autoFocus` does
  // in the server's HTML for a post without script.
  const seen = useRef(answer);
  useEffect(() => {
    if (answer === seen.current) return;
    seen.current = answer;
    if (!answer) return;
    focusMistake(formRef.current, firstMistake);
    onAnswer?.(answer);
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    // A second press while the first send is on its way is not a second send.
    if (sending.current) return;
    sending.current = true;
    try {
      const found = await check(formValues(form));
      const first = fields.find((name) => found[name]);
      if (first) {
        setMistakes(found);
        focusMistake(form, first);
        return;
      }
      setMistakes(null);
      const afterSend = onSend?.();
      await submit(form);
      await afterSend?.();
    } finally {
      sending.current = false;
    }
  }

  return { formRef, onSubmit, answer, mistakes: shown, firstMistake, busy: navigation.state === 'submitting' };
}

function focusMistake(form: HTMLFormElement | null, first: string | null) {
  if (!form || !first) return;
  const target = first === 'form' ? form.querySelector<HTMLElement>('.form__error') : form.querySelector<HTMLElement>(`[name="${first}"]`);
  target?.focus();
}
