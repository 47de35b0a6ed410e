import { FormattedMessage } from 'react-intl';
import type { AdminSuccessStory } from '@reentry/contracts/admin-lists';
import { storyStatusFilters } from '@reentry/contracts/admin-rules';
import { choicesOf } from '../../shared/choices';
import { DetailList } from '../../shared/details-dialog';
import { useFormatters } from '../../shared/format';
import type { ListParams } from '../../shared/list-params';
import { ListTab } from '../../shared/list-tab';
import type { ListColumn } from '../../shared/list-table';
import { listMessages as m } from '../../shared/list.messages';
import { StoryActions } from './story-actions';
import { StoryTranslationForm } from './story-translation-form';
import { storyMessages as s } from './success-stories.messages';

type Row = AdminSuccessStory;
const PREVIEW = 140;

function State({ story }: { story: Row }) {
  return (
    <span className={`admin-badge admin-badge--${story.isApproved ? 'success' : 'warning'}`}>
      <FormattedMessage {...(story.isApproved ? s.approved : s.pending)} />
    </span>
  );
}

/** The success-stories tab: moderation of what visitors shared. */
export function SuccessStoriesTab({ params }: { params: ListParams }) {
  const format = useFormatters();
  const columns: ListColumn<Row>[] = [
    { id: 'createdAt', sortKey: 'createdAt', header: s.shared, cell: (row) => format.date(row.createdAt) },
    { id: 'name', sortKey: 'name', header: s.name, cell: (row) => row.name },
    { id: 'story', header: s.story, cell: (row) => <span lang={row.locale}>{row.story.length > PREVIEW ? `${row.story.slice(0, PREVIEW)}…` : row.story}</span> },
    { id: 'state', header: s.state, cell: (row) => <State story={row} /> },
    { id: 'moderate', header: s.moderate, cell: (row) => <StoryActions story={row} /> },
  ];
  return (
    <>
      <p className="admin-note">
        <FormattedMessage {...s.note} />
      </p>
      <ListTab<Row>
        list="success-stories"
        tab="success-stories"
        params={params}
        caption={s.caption}
        empty={s.empty}
        columns={columns}
        filters={[
          { name: 'status', label: s.state, choices: choicesOf(storyStatusFilters, s) },
          { name: 'locale', label: m.language, choices: [{ value: 'en', label: m.english }, { value: 'es', label: m.spanish }] },
        ]}
        nameOf={(row) => row.name}
        details={(row) => (
          <>
            <DetailList
              items={[
                [<FormattedMessage {...s.shared} />, format.dateTime(row.createdAt)],
                [<FormattedMessage {...s.state} />, <State story={row} />],
                [<FormattedMessage {...s.location} />, row.location],
                [<FormattedMessage {...s.occupation} />, row.occupation],
                [<FormattedMessage {...m.language} />, <FormattedMessage {...(row.locale === 'es' ? m.spanish : m.english)} />],
                [<FormattedMessage {...s.consent} />, row.publishConsentAt && format.dateTime(row.publishConsentAt)],
                [<FormattedMessage {...s.story} />, <span className="admin-pre" lang={row.locale}>{row.story}</span>],
              ]}
            />
            <StoryTranslationForm story={row} />
          </>
        )}
      />
    </>
  );
}
