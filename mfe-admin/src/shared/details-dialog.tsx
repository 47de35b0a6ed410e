import { useEffect, useId, useRef, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { listMessages as m } from './list.messages';

/**
 * A modal dialog (the native <dialog>: focus moves in and is kept there, Escape closes it, and the
 * page behind is inert). Rendered only while open; closing returns focus to what opened it.
 */
export function DetailsDialog({ title, onClose, children }: { title: ReactNode; onClose(): void; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current!;
    const opener = document.activeElement as HTMLElement | null;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    return () => opener?.focus();
  }, []);
  return (
    <dialog ref={ref} className="admin-dialog" aria-labelledby={titleId} onClose={onClose} onCancel={onClose}>
      <div className="admin-dialog__head">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="button button--secondary" onClick={onClose}>
          <FormattedMessage {...m.close} />
        </button>
      </div>
      {children}
    </dialog>
  );
}

/** The fields of a record as a description list: label, then value. */
export function DetailList({ items }: { items: [label: ReactNode, value: ReactNode][] }) {
  return (
    <dl className="admin-details">
      {items.map(([label, value], index) => (
        <div key={index}>
          <dt>{label}</dt>
          <dd>{value === null || value === undefined || value === '' ? '—' : value}</dd>
        </div>
      ))}
    </dl>
  );
}
