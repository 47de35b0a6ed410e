import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { ContentKey } from '@reentry/contracts/content-studio-rules';
import { dashboardHref } from '../../shared/list-params';
import { QueryState } from '../../shared/list-state';
import { ContentForm } from './content-form';
import { WhoWhen } from './content-list';
import { ContentPreview } from './content-preview';
import { useContentTitle } from './content-titles';
import { contentMessages as m } from './content.messages';
import { useContentRecord } from './content.query';
import { VersionHistory } from './version-history';

/** One document: the editor, the phone-width preview, and its versions (diff, rollback). */
export function ContentDocument({ contentKey }: { contentKey: ContentKey }) {
  const title = useContentTitle()(contentKey);
  const intl = useIntl();
  const query = useContentRecord(contentKey);
  return (
    <div className="admin-content">
      <p>
        <Link to={dashboardHref('content')}>
          <span aria-hidden="true">← </span>
          <FormattedMessage {...m.back} />
        </Link>
      </p>
      <h2>{intl.formatMessage(m.editing, { title })}</h2>
      <QueryState query={query}>
        {(record) => (
          <>
            <p className="admin-note">
              <FormattedMessage {...m.draftSaved} />
              {': '}
              <WhoWhen at={record.draftSaved} />
              {record.published && (
                <>
                  {' · '}
                  <FormattedMessage {...m.published} />
                  {': '}
                  <FormattedMessage {...m.versionN} values={{ version: record.published.version }} />
                </>
              )}
            </p>
            <div className="admin-content__layout">
              <ContentForm contentKey={contentKey} record={record} />
              <ContentPreview contentKey={contentKey} title={title} version={record.version} />
            </div>
            <VersionHistory contentKey={contentKey} live={record.published?.version ?? null} />
          </>
        )}
      </QueryState>
    </div>
  );
}
