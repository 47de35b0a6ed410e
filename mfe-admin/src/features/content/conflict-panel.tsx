import { useFormikContext } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFormatters } from '../../shared/format';
import type { Conflict } from './content-actions';
import type { ContentDoc, Leaf } from './content-paths';
import { contentMessages as m } from './content.messages';
import { languageOf, usePathWords } from './path-words';

const shown = (value: Leaf | undefined) => (value === undefined || value === null || value === '' ? undefined : String(value));

/**
 * After a 409: who saved meanwhile, and each text we both changed side by side (theirs, mine) with a
 * button to take either; the field in the form can also be edited by hand before saving again.
 */
export function ConflictPanel({ conflict }: { conflict: Conflict }) {
  const intl = useIntl();
  const words = usePathWords();
  const { dateTime } = useFormatters();
  const { setFieldValue } = useFormikContext<ContentDoc>();
  const who = conflict.saved?.by ?? intl.formatMessage(m.someone);
  const empty = intl.formatMessage(m.empty2);
  return (
    <section className="panel panel--warning admin-content__conflict" role="alert" aria-labelledby="content-conflict-title">
      <h3 id="content-conflict-title">
        <FormattedMessage {...m.conflictTitle} />
      </h3>
      <p>
        <FormattedMessage {...m.conflictBody} values={{ who, when: conflict.saved ? dateTime(conflict.saved.at) : '' }} />
      </p>
      {conflict.conflicts.length === 0 && (
        <p>
          <FormattedMessage {...m.conflictNone} />
        </p>
      )}
      {conflict.conflicts.map(({ path, before: theirs, after: mine }) => {
        const place = intl.formatMessage(languageOf(path) === 'es' ? m.fieldInSpanish : m.fieldInEnglish, { field: words(path) });
        return (
          <div key={path} className="admin-content__versus">
            <h4>{place}</h4>
            <div className="admin-content__side">
              <p className="admin-content__side-title">
                <FormattedMessage {...m.theirs} />
              </p>
              <p className="admin-content__text">{shown(theirs) ?? empty}</p>
              <button type="button" className="button button--secondary" onClick={() => void setFieldValue(path, theirs ?? '')}>
                <FormattedMessage {...m.useTheirs} />
              </button>
            </div>
            <div className="admin-content__side">
              <p className="admin-content__side-title">
                <FormattedMessage {...m.mine} />
              </p>
              <p className="admin-content__text">{shown(mine) ?? empty}</p>
              <button type="button" className="button button--secondary" onClick={() => void setFieldValue(path, mine ?? '')}>
                <FormattedMessage {...m.useMine} />
              </button>
            </div>
          </div>
        );
      })}
    </section>
  );
}
