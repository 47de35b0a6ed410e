import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ContentKey } from '@reentry/contracts/content-studio-rules';
import { useApi } from '@reentry/platform';
import { SelectField } from '@reentry/ui';
import { changes, type ContentDoc, type Leaf } from './content-paths';
import { contentMessages as m } from './content.messages';
import { contentVersionQuery } from './content.query';
import { languageOf, usePathWords } from './path-words';

/** Both versions' documents, then every changed text: where (and which language), before, after. */
function DiffTable({ contentKey, from, to }: { contentKey: ContentKey; from: number; to: number }) {
  const intl = useIntl();
  const words = usePathWords();
  const api = useApi();
  const older = useQuery(contentVersionQuery(api, contentKey, from));
  const newer = useQuery(contentVersionQuery(api, contentKey, to));
  if (older.isError || newer.isError) {
    return (
      <p role="alert">
        <FormattedMessage {...m.loadFailed} />
      </p>
    );
  }
  if (!older.data || !newer.data) return null;
  const found = changes(older.data.document as ContentDoc, newer.data.document as ContentDoc);
  if (found.length === 0) {
    return (
      <p role="status">
        <FormattedMessage {...m.diffNone} />
      </p>
    );
  }
  const text = (value: Leaf | undefined) => (value === undefined || value === '' ? intl.formatMessage(m.empty2) : String(value));
  return (
    <div className="admin-table-scroll">
      <table className="admin-table admin-content__diff">
        <caption>
          <FormattedMessage {...m.diffCaption} values={{ from, to }} />
        </caption>
        <thead>
          <tr>
            <th scope="col"><FormattedMessage {...m.field} /></th>
            <th scope="col"><FormattedMessage {...m.before} /></th>
            <th scope="col"><FormattedMessage {...m.after} /></th>
          </tr>
        </thead>
        <tbody>
          {found.map(({ path, before, after }) => (
            <tr key={path}>
              <th scope="row">{intl.formatMessage(languageOf(path) === 'es' ? m.fieldInSpanish : m.fieldInEnglish, { field: words(path) })}</th>
              <td className="admin-content__text"><del>{text(before)}</del></td>
              <td className="admin-content__text"><ins>{text(after)}</ins></td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Choose two versions (the two newest at first) and see what changed between them, in both languages. */
export function VersionDiff({ contentKey, versions }: { contentKey: ContentKey; versions: number[] }) {
  const intl = useIntl();
  const [from, setFrom] = useState(String(versions[1]));
  const [to, setTo] = useState(String(versions[0]));
  const [shown, setShown] = useState<{ from: number; to: number } | null>(null);
  const options = versions.map((version) => ({ value: String(version), label: intl.formatMessage(m.versionN, { version }) }));
  const show = (event: FormEvent) => {
    event.preventDefault();
    setShown({ from: Number(from), to: Number(to) });
  };
  return (
    <section aria-labelledby="content-diff-title" className="admin-content__compare">
      <h4 id="content-diff-title">
        <FormattedMessage {...m.diffTitle} />
      </h4>
      <form className="admin-content__diff-form" onSubmit={show}>
        <SelectField name="from" label={intl.formatMessage(m.diffFrom)} options={options} placeholder={null} value={from} onChange={(event) => setFrom(event.target.value)} />
        <SelectField name="to" label={intl.formatMessage(m.diffTo)} options={options} placeholder={null} value={to} onChange={(event) => setTo(event.target.value)} />
        <button type="submit" className="button button--secondary">
          <FormattedMessage {...m.diffShow} />
        </button>
      </form>
      {shown && <DiffTable contentKey={contentKey} from={shown.from} to={shown.to} />}
    </section>
  );
}
