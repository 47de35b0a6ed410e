import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ContentVersion } from '@reentry/contracts/content-studio';
import type { ContentKey } from '@reentry/contracts/content-studio-rules';
import { useToast } from '@reentry/platform';
import { busyButtonProps } from '@reentry/ui';
import { QueryState } from '../../shared/list-state';
import { useFailureToast } from '../../shared/use-failure-toast';
import { WhoWhen } from './content-list';
import { contentMessages as m } from './content.messages';
import { useContentVersions, useRollback } from './content.query';
import { VersionDiff } from './version-diff';

function How({ version }: { version: ContentVersion }) {
  if (version.source === 'seed') return <FormattedMessage {...m.seed} />;
  if (version.source === 'rollback') return <FormattedMessage {...m.rollbackSource} values={{ version: version.rolledBackTo ?? '' }} />;
  return (
    <>
      <FormattedMessage {...m.publishSource} />
      {version.overrideReason && (
        <span className="admin-muted">
          {' · '}
          <FormattedMessage {...m.overridden} values={{ reason: version.overrideReason }} />
        </span>
      )}
    </>
  );
}

/** "Make this the live version", confirmed in the page, then one request: the version is published again. */
function RollbackCell({ contentKey, version, live }: { contentKey: ContentKey; version: number; live: boolean }) {
  const intl = useIntl();
  const toast = useToast();
  const failed = useFailureToast();
  const rollback = useRollback(contentKey);
  const [asking, setAsking] = useState(false);
  if (live) return <FormattedMessage {...m.live} />;
  if (!asking) {
    return (
      <button type="button" className="button button--secondary admin-row-button" aria-label={intl.formatMessage(m.makeLiveOf, { version })} onClick={() => setAsking(true)}>
        <FormattedMessage {...m.makeLive} />
      </button>
    );
  }
  const confirm = () =>
    rollback.mutate(version, {
      onSuccess: () => {
        setAsking(false);
        toast({ title: intl.formatMessage(m.rolledBack, { version }), variant: 'success' });
      },
      onError: failed,
    });
  return (
    <div role="group" aria-label={intl.formatMessage(m.makeLiveOf, { version })} className="admin-content__confirm">
      <p>
        <FormattedMessage {...m.confirmRollback} values={{ version }} />
      </p>
      {/* The confirm button takes the focus, so Enter confirms and Tab reaches Cancel. */}
      <button type="button" className="button" autoFocus {...busyButtonProps(rollback.isPending)} onClick={confirm}>
        <FormattedMessage {...m.confirmYes} />
      </button>{' '}
      <button type="button" className="button button--secondary" onClick={() => setAsking(false)}>
        <FormattedMessage {...m.cancel} />
      </button>
    </div>
  );
}

/** Every published version, newest first: when, who, how; rollback per version; a diff between any two. */
export function VersionHistory({ contentKey, live }: { contentKey: ContentKey; live: number | null }) {
  const query = useContentVersions(contentKey);
  return (
    <section className="admin-content__history" aria-labelledby="content-history-title">
      <h3 id="content-history-title">
        <FormattedMessage {...m.historyTitle} />
      </h3>
      <QueryState query={query}>
        {({ versions }) => (
          <>
            <div className="admin-table-scroll">
              <table className="admin-table">
                <caption className="visually-hidden">
                  <FormattedMessage {...m.historyCaption} />
                </caption>
                <thead>
                  <tr>
                    <th scope="col"><FormattedMessage {...m.version} /></th>
                    <th scope="col"><FormattedMessage {...m.when} /></th>
                    <th scope="col"><FormattedMessage {...m.how} /></th>
                    <th scope="col"><FormattedMessage {...m.status} /></th>
                  </tr>
                </thead>
                <tbody>
                  {versions.map((version) => (
                    <tr key={version.version}>
                      <th scope="row">{version.version}</th>
                      <td><WhoWhen at={{ at: version.at, by: version.by }} /></td>
                      <td><How version={version} /></td>
                      <td><RollbackCell contentKey={contentKey} version={version.version} live={version.version === live} /></td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {/* A new version (publish, rollback) starts the comparison again from the two newest. */}
            {versions.length > 1 && <VersionDiff key={versions[0]!.version} contentKey={contentKey} versions={versions.map((version) => version.version)} />}
          </>
        )}
      </QueryState>
    </section>
  );
}
