import { createContext, useContext, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Form, useActionData, useLocation, useNavigation, useSearchParams, useSubmit } from 'react-router';
import { errorSummaryMessage } from './action-form.messages.js';
import { useHydratedMount } from './hydrated-mount.js';
import { isRefusal, type FieldValues, type Refusal } from './posted-form.js';

/**
 * On every form of this frame: the browser's own post answers a press made before the page's code came,
 * so a host that still holds presses for older controls leaves these alone (shell/src/presses/).
 */
export const HTML_FIRST_ATTRIBUTE = 'data-html-first';

/** The hidden field that says which of a page's forms was posted (`intent`). */
export const INTENT_FIELD = 'intent';

type Mistakes = Record<string, string>;

interface ActionFormState {
  /** What each field starts with: what was typed in a refused post, else the form's starting values. */
  defaults: FieldValues;
  /** The mistakes shown now, by field. */
  errors: Mistakes;
  /** The field that takes focus as the server's answer loads (`autofocus` works without script). */
  firstMistake: string | null;
  translate: (error: string) => string;
}
const ActionFormContext = createContext<ActionFormState | null>(null);

/** In a field of an `ActionForm`: its name, starting text, mistake in words, and whether it takes focus. */
export function useActionField(name: string) {
  const form = useContext(ActionFormContext);
  const error = form?.errors[name];
  return {
    name,
    defaultValue: form?.defaults[name] ?? '',
    error: error ? form!.translate(error) : undefined,
    autoFocus: (form?.firstMistake === name) || undefined,
  };
}

/** `?done=` of the page: what the last form sent here did (Post/Redirect/Get: `doneAt`). */
export function useFormOutcome(): string | null {
  return useSearchParams()[0].get('done');
}

/** The form's fields as typed now, read from the form itself. */
export function readFields(form: HTMLFormElement, names: readonly string[]): FieldValues {
  const body = new FormData(form);
  return Object.fromEntries(names.map((name) => [name, String(body.get(name) ?? '')]));
}

export interface ActionFormProps {
  /** Every field, in the order shown: the summary counts them, focus goes to the first to fix. */
  fields: readonly string[];
  /** Starting values (a subject named in the link, a saved name); fields not named start empty. */
  initial?: FieldValues;
  /** The browser's check before sending (a yup schema, loaded when first needed): mistakes by field. */
  validate?: (values: FieldValues) => Mistakes | Promise<Mistakes>;
  /** Words for the message ids a check or the contracts give (an API's mistake is already words). */
  errorMessages?: Readonly<Record<string, MessageDescriptor>>;
  /** The send button's words, and while it sends; `submitValues` fills their placeholders ("Save {count} sheets"). */
  submit: MessageDescriptor;
  sending: MessageDescriptor;
  submitValues?: Readonly<Record<string, string | number>>;
  /**
   * Said when the post was not accepted and no field is to blame (the API's own words win over `body`).
   * Without a title the panel is the words alone (a form whose page also says the title elsewhere).
   */
  failed: { title?: MessageDescriptor; body: MessageDescriptor };
  /** Shown above the form when the page says `?done=<outcome>` (a sent form was redirected here). */
  done?: { outcome: string; title: MessageDescriptor; body: MessageDescriptor };
  /** Where it posts: the page's own route action (its address, query and all) unless said. */
  action?: string;
  /**
   * One of several forms a page's action answers (my account: name, email, language): posted as the
   * hidden field `intent`; only the answer to a post of this form, and only its sending, show here.
   */
  intent?: string;
  /**
   * A refusal of this form's post came in place (the router's post, after the page's code came), not with
   * the page: for what the page adds in the browser (a wide screen's toast). The form shows it either way.
   */
  onRefused?: (refusal: Refusal) => void;
  /**
   * Called as the checked form goes to the router; what it returns runs once the router has shown what
   * came back (the next page, or the answer), even if this form is gone by then: e.g. a "signed in" toast,
   * which compares who is signed in before and after. A native post (no script) never calls it.
   */
  onSend?: () => (() => void | Promise<void>) | undefined | void;
  autoComplete?: 'off';
  className?: string;
  /** Extra controls beside Send (a Back link, say). */
  actions?: ReactNode;
  /** The fields (none for a form that is only its button, with an intent). */
  children?: ReactNode;
}

/**
 * The site's one form frame. The server renders a real `<form method="post">` answered by the page's
 * route action (`formAction`): before the page's code comes, the browser posts it natively and the
 * server answers (Post/Redirect/Get, or the page again with what was typed, every mistake, and focus on
 * the first); after, the router sends the same post to the same action with no reload. Fields keep
 * their own values (`defaultValue`), so nothing typed waits for code or is reset by it. Send is never
 * disabled: a second press while sending is ignored, and a post sent twice is stored once.
 */
export function ActionForm(props: ActionFormProps) {
  const { fields, validate, errorMessages, action, children } = props;
  const intl = useIntl();
  const location = useLocation();
  const navigation = useNavigation();
  const submitForm = useSubmit();
  const answer = useActionData();
  const refusal = isRefusal(answer) && (props.intent === undefined || answer.values[INTENT_FIELD] === props.intent) ? answer : null;
  const done = useFormOutcome();
  const formRef = useRef<HTMLFormElement>(null);
  const failedRef = useRef<HTMLDivElement>(null);
  // The browser's own check of the last press; cleared by the next answer.
  const [checked, setChecked] = useState<{ errors: Mistakes; serial: number } | null>(null);
  const [focusSerial, setFocusSerial] = useState(0);
  const path = action ?? location.pathname;
  // Where it posts: as a form with no `action` does, the page's own address with its query (a return path).
  const target = action ?? `${location.pathname}${location.search}`;
  const sending =
    navigation.state === 'submitting' &&
    new URL(navigation.formAction ?? '', 'http://site').pathname === path &&
    (props.intent === undefined || navigation.formData?.get(INTENT_FIELD) === props.intent);

  // What the page was hydrated with (a native post's answer, already focused by `autofocus` as it loaded).
  const hydratedMount = useHydratedMount();
  const loadedWith = useRef(hydratedMount ? { refusal, key: location.key } : null);
  useEffect(() => setChecked(null), [refusal]);
  // A sent form was redirected here: empty it (its fields' starting values, as the server would render it).
  useEffect(() => {
    if (done) formRef.current?.reset();
  }, [done, location.key]);
  const doneShown = props.done !== undefined && done === props.done.outcome && !refusal && !checked;
  const donePanel = useRef<HTMLDivElement>(null);
  // A sent form came back here through the router (Post/Redirect/Get in place): focus on what happened.
  useEffect(() => {
    if (doneShown && location.key !== loadedWith.current?.key) donePanel.current?.focus();
  }, [doneShown, location.key]);
  const errors = checked?.errors ?? refusal?.errors ?? {};
  const first = fields.find((name) => errors[name]) ?? null;
  // After a press answered in the browser: focus the first mistake.
  useEffect(() => {
    if (focusSerial === 0) return;
    if (!first) return failedRef.current?.focus();
    const field = formRef.current?.elements.namedItem(first);
    (field instanceof RadioNodeList ? (field[0] as HTMLElement | undefined) : (field as HTMLElement | null))?.focus();
  }, [focusSerial]); // eslint-disable-line react-hooks/exhaustive-deps
  const shownRefusal = useRef(refusal);
  useEffect(() => {
    if (refusal && refusal !== loadedWith.current?.refusal) setFocusSerial((serial) => serial + 1);
    // The one the page came with (a native post's answer) was not "in place".
    if (refusal && refusal !== shownRefusal.current) props.onRefused?.(refusal);
    shownRefusal.current = refusal;
  }, [refusal]); // eslint-disable-line react-hooks/exhaustive-deps

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (sending) return event.preventDefault(); // one press sends once
    if (!validate && !props.onSend) return; // the router sends it
    event.preventDefault();
    const form = event.currentTarget;
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    void Promise.resolve(validate?.(readFields(form, fields)) ?? {}).then(async (mistakes) => {
      if (Object.keys(mistakes).length > 0) {
        setChecked((before) => ({ errors: mistakes, serial: (before?.serial ?? 0) + 1 }));
        setFocusSerial((serial) => serial + 1);
        return;
      }
      setChecked(null);
      const afterSend = props.onSend?.();
      await submitForm(submitter ?? form, { method: 'post', action: target });
      await afterSend?.();
    });
  }
  // Once a press found mistakes, each change checks again, so a fixed field's message goes.
  function onChange(event: FormEvent<HTMLFormElement>) {
    if (!checked || !validate) return;
    const serial = checked.serial;
    void Promise.resolve(validate(readFields(event.currentTarget, fields))).then((mistakes) => setChecked((now) => (now?.serial === serial ? { errors: mistakes, serial } : now)));
  }

  const state: ActionFormState = {
    defaults: { ...props.initial, ...refusal?.values },
    errors,
    firstMistake: checked ? null : first,
    translate: (error) => (errorMessages?.[error] ? intl.formatMessage(errorMessages[error]) : error),
  };
  const mistakeCount = fields.filter((name) => errors[name]).length;
  const failedWhole = refusal !== null && mistakeCount === 0;
  return (
    <ActionFormContext value={state}>
      <Form ref={formRef} method="post" action={target} {...{ [HTML_FIRST_ATTRIBUTE]: '' }} noValidate className={props.className ?? 'form'} autoComplete={props.autoComplete} onSubmit={onSubmit} onChange={onChange}>
        {doneShown && props.done && (
          // What happened takes focus (autofocus works without script), so a screen reader says it at once.
          <div ref={donePanel} role="status" aria-live="polite" tabIndex={-1} autoFocus className="panel action-form__done">
            <p><strong><FormattedMessage {...props.done.title} /></strong></p>
            <p><FormattedMessage {...props.done.body} /></p>
          </div>
        )}
        {failedWhole && (
          // Takes focus as the first mistake does (`autoFocus` in the server's HTML), so it is read first.
          <div ref={failedRef} role="alert" tabIndex={-1} autoFocus={!checked || undefined} className="panel panel--warning action-form__failed">
            {props.failed.title && <p><strong><FormattedMessage {...props.failed.title} /></strong></p>}
            <p>{refusal.message ? state.translate(refusal.message) : <FormattedMessage {...props.failed.body} />}</p>
          </div>
        )}
        {mistakeCount > 0 && (
          // Made anew for each press, so a screen reader says it again.
          <div key={checked?.serial ?? 'answer'} role="alert" className="panel panel--warning action-form__summary">
            <p><FormattedMessage {...errorSummaryMessage} values={{ count: mistakeCount }} /></p>
          </div>
        )}
        {props.intent !== undefined && <input type="hidden" name={INTENT_FIELD} value={props.intent} />}
        {children}
        <div className="actions">
          <button type="submit" className="button button--primary" aria-disabled={sending || undefined}>
            <FormattedMessage {...(sending ? props.sending : props.submit)} values={props.submitValues} />
          </button>
          {props.actions}
        </div>
      </Form>
    </ActionFormContext>
  );
}
