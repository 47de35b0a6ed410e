import { useFormikContext } from 'formik';
import { createContext, useContext, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ContentKey } from '@reentry/contracts/content-studio-rules';
import type { ContentDoc } from './content-paths';
import { contentMessages as m } from './content.messages';
import { addItem, listChanges, moveItem, removeItem } from './list-items';
import { usePathWords } from './path-words';

/** The key of the document in the form: which of its lists may grow, shrink or be reordered (list-items.ts). */
export const DocumentKeyContext = createContext<ContentKey | null>(null);

/** What may change on one list of the form's document (nothing outside a document's form). */
function useListChanges(listPath: string) {
  const key = useContext(DocumentKeyContext);
  return key === null ? { addOrRemove: false, move: false, least: 1 } : listChanges(key, listPath);
}

/** The id of a list's "Add" button, where the focus goes after an item of it is removed. */
const addButtonId = (listPath: string) => `content-add-${listPath.replace(/[^A-Za-z0-9]+/g, '-') || 'list'}`;

/** Changes the whole document in one step (both languages), keeping the form's checks for the next save. */
function useChangeDocument() {
  const { values, setValues } = useFormikContext<ContentDoc>();
  return (change: (doc: ContentDoc) => ContentDoc) => void setValues(change(values), false);
}

/** "Remove Section 2", confirmed in the page before the item leaves both languages. */
function RemoveButton({ listPath, index, words }: { listPath: string; index: number; words: string }) {
  const intl = useIntl();
  const change = useChangeDocument();
  const [asking, setAsking] = useState(false);
  const label = intl.formatMessage(m.removeItem, { item: words });
  if (!asking) {
    return (
      <button type="button" className="button button--secondary admin-row-button" onClick={() => setAsking(true)}>
        {label}
      </button>
    );
  }
  const remove = () => {
    change((doc) => removeItem(doc, listPath, index));
    setAsking(false);
    document.getElementById(addButtonId(listPath))?.focus();
  };
  return (
    <div role="group" aria-label={label} className="admin-content__confirm">
      <p>
        <FormattedMessage {...m.confirmRemove} values={{ item: words }} />
      </p>
      {/* The confirm button takes the focus, so Enter confirms and Tab reaches Cancel. */}
      <button type="button" className="button" autoFocus onClick={remove}>
        <FormattedMessage {...m.confirmRemoveYes} />
      </button>{' '}
      <button type="button" className="button button--secondary" onClick={() => setAsking(false)}>
        <FormattedMessage {...m.cancel} />
      </button>
    </div>
  );
}

/** Move up, move down and remove (not the list's last item) for one item of a list, as far as its schema lets it change. */
export function ItemControls({ listPath, index, count }: { listPath: string; index: number; count: number }) {
  const intl = useIntl();
  const allowed = useListChanges(listPath);
  const words = usePathWords()(`${listPath}[${index}]`);
  const change = useChangeDocument();
  if (!allowed.move) return null;
  const move = (by: -1 | 1) => change((doc) => moveItem(doc, listPath, index, by));
  return (
    <div className="admin-content__item-actions">
      {index > 0 && (
        <button type="button" className="button button--secondary admin-row-button" onClick={() => move(-1)}>
          {intl.formatMessage(m.moveUp, { item: words })}
        </button>
      )}
      {index < count - 1 && (
        <button type="button" className="button button--secondary admin-row-button" onClick={() => move(1)}>
          {intl.formatMessage(m.moveDown, { item: words })}
        </button>
      )}
      {/* Down to the least its schema takes, one at least: an empty list has no neighbour for Add to copy. */}
      {allowed.addOrRemove && count > allowed.least && <RemoveButton listPath={listPath} index={index} words={words} />}
    </div>
  );
}

/**
 * "Add Section 4": a new empty item at the end of the list, in both languages, shaped like the one before.
 * A list whose schema fixes its items says so instead.
 */
export function AddItemButton({ listPath, count }: { listPath: string; count: number }) {
  const intl = useIntl();
  const key = useContext(DocumentKeyContext);
  const words = usePathWords()(`${listPath}[${count}]`);
  const change = useChangeDocument();
  const allowed = useListChanges(listPath);
  if (key === null) return null;
  if (!allowed.addOrRemove) {
    return (
      <p className="admin-note">
        <FormattedMessage {...(allowed.move ? m.fixedCount : m.fixedPlaces)} values={{ count }} />
      </p>
    );
  }
  if (count === 0) return null;
  return (
    <button type="button" id={addButtonId(listPath)} className="button button--secondary admin-content__add" onClick={() => change((doc) => addItem(doc, key, listPath, count))}>
      {intl.formatMessage(m.addItem, { item: words })}
    </button>
  );
}
