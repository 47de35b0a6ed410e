import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { ApiError, pressActionProps, usePressOutcome } from '@reentry/platform';
import { Button } from './button.js';
import { busyButtonProps } from './busy-button.js';

/** The words of the action, from the portal that shows it (an instructor's student, an admin's user). */
export interface ResetCodeActionMessages {
  /** The row's button: "Make a reset code". */
  button: MessageDescriptor;
  /** Its accessible name, with `{name}`. */
  buttonFor: MessageDescriptor;
  /** The confirm step: a question with `{name}`, what it does, the two answers. */
  confirmTitle: MessageDescriptor;
  confirmBody: MessageDescriptor;
  confirm: MessageDescriptor;
  cancel: MessageDescriptor;
  /** The code, shown once: title and "Write this down and give it to {name}. It works once, for 24 hours." */
  codeTitle: MessageDescriptor;
  codeBody: MessageDescriptor;
  /** Where the learner types it, and that this is the only time it is shown. */
  codeWhere: MessageDescriptor;
  /** "Username: {username}", shown beside the code when the portal passes `username` (issue 39). */
  usernameIs?: MessageDescriptor;
  copy: MessageDescriptor;
  copied: MessageDescriptor;
  copyFailed: MessageDescriptor;
  close: MessageDescriptor;
  /** The refusals: 5 a day made already (429), a staff account (403), no longer there (404), anything else. */
  limitReached: MessageDescriptor;
  staffRefused: MessageDescriptor;
  notFound: MessageDescriptor;
  failed: MessageDescriptor;
}

export interface ResetCodeActionProps {
  /** The learner's name, as the maker knows it. */
  name: string;
  /**
   * What the learner logs in with: shown with the code, for a learner without email who forgot it too
   * (the code is no use without it). Needs `messages.usernameIs`.
   */
  username?: string;
  /** Asks the API for a new code; the answer's `code` is shown once (grouped, `ABCD-EFGH`). */
  makeCode(): Promise<{ code: string }>;
  messages: ResetCodeActionMessages;
}

function refusal(error: unknown): keyof ResetCodeActionMessages {
  if (!(error instanceof ApiError)) return 'failed';
  if (error.status === 429) return 'limitReached';
  if (error.status === 403) return 'staffRefused';
  if (error.status === 404) return 'notFound';
  return 'failed';
}

/** A modal <dialog>: focus goes in and stays there, Escape closes it; focus goes back to its opener after. */
function ModalDialog({ titleId, onClose, children }: { titleId: string; onClose(): void; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current!;
    const opener = document.activeElement as HTMLElement | null;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    return () => opener?.focus();
  }, []);
  return (
    <dialog
      ref={ref}
      className="reset-code-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {children}
    </dialog>
  );
}

/** The code, large, spelled for screen readers, with Copy (done by the platform at the press itself). */
function CodeShown({ code, name, username, messages: m, titleId, onClose }: { code: string; name: string; username?: string; messages: ResetCodeActionMessages; titleId: string; onClose(): void }) {
  const intl = useIntl();
  const heading = useRef<HTMLHeadingElement>(null);
  const copyButton = useRef<HTMLButtonElement>(null);
  const [status, setStatus] = useState('');
  usePressOutcome(copyButton, (outcome) => setStatus(intl.formatMessage(outcome === 'done' ? m.copied : m.copyFailed)));
  // The confirm button that had focus is gone: start reading at the title.
  useEffect(() => heading.current?.focus(), []);
  return (
    <>
      <h2 id={titleId} ref={heading} tabIndex={-1}>
        <FormattedMessage {...m.codeTitle} values={{ name }} />
      </h2>
      <p>
        <FormattedMessage {...m.codeBody} values={{ name }} />
      </p>
      <p className="reset-code-dialog__code">
        <span aria-hidden="true">{code}</span>
        {/* Read one symbol at a time, as it will be read aloud. */}
        <span className="visually-hidden">{code.replace('-', '').split('').join(' ')}</span>
      </p>
      {username !== undefined && m.usernameIs && (
        <p className="reset-code-dialog__username">
          <FormattedMessage {...m.usernameIs} values={{ username }} />
        </p>
      )}
      <p>
        <FormattedMessage {...m.codeWhere} />
      </p>
      <p className="reset-code-dialog__status" role="status">
        {status}
      </p>
      <div className="button-row">
        <Button ref={copyButton} variant="secondary" {...pressActionProps('copy', code)}>
          <FormattedMessage {...m.copy} />
        </Button>
        <Button onClick={onClose}>
          <FormattedMessage {...m.close} />
        </Button>
      </div>
    </>
  );
}

/**
 * "Make a reset code" for one learner: asks to confirm, asks the API, then shows the code once in a dialog
 * (nothing keeps it after the dialog closes). A refusal (5 a day, a staff account) is said in the dialog.
 */
export function ResetCodeAction({ name, username, makeCode, messages: m }: ResetCodeActionProps) {
  const intl = useIntl();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState<string | null>(null);
  const [problem, setProblem] = useState<keyof ResetCodeActionMessages | null>(null);
  const [busy, setBusy] = useState(false);

  function close() {
    setOpen(false);
    setCode(null);
    setProblem(null);
  }

  async function make() {
    if (busy) return;
    setBusy(true);
    setProblem(null);
    try {
      setCode((await makeCode()).code);
    } catch (error) {
      setProblem(refusal(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button variant="secondary" className="reset-code-button" aria-label={intl.formatMessage(m.buttonFor, { name })} onClick={() => setOpen(true)}>
        <FormattedMessage {...m.button} />
      </Button>
      {open && (
        <ModalDialog titleId={titleId} onClose={close}>
          {code ? (
            <CodeShown code={code} name={name} username={username} messages={m} titleId={titleId} onClose={close} />
          ) : (
            <>
              <h2 id={titleId}>
                <FormattedMessage {...m.confirmTitle} values={{ name }} />
              </h2>
              <p>
                <FormattedMessage {...m.confirmBody} values={{ name }} />
              </p>
              {problem && (
                <p className="reset-code-dialog__problem" role="alert">
                  <FormattedMessage {...m[problem]} values={{ name }} />
                </p>
              )}
              <div className="button-row">
                <Button {...busyButtonProps(busy)} onClick={() => void make()}>
                  <FormattedMessage {...m.confirm} />
                </Button>
                <Button variant="secondary" onClick={close}>
                  <FormattedMessage {...m.cancel} />
                </Button>
              </div>
            </>
          )}
        </ModalDialog>
      )}
    </>
  );
}
