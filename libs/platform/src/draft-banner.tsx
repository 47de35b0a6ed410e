import { defineMessages, FormattedMessage } from 'react-intl';

const messages = defineMessages({
  banner: {
    id: 'platform.draftPreview',
    defaultMessage: 'Preview of a draft. Learners do not see these changes until you publish them.',
    description: 'Banner over a page (or part of one) shown to an editor from the unpublished draft (content studio preview)',
  },
});

/** Over what a page shows from the draft (`?preview=draft`, staff only): this is not what learners see. */
export function DraftBanner({ shown }: { shown: boolean }) {
  if (!shown) return null;
  return (
    <p className="panel panel--warning draft-banner" role="note">
      <strong>
        <FormattedMessage {...messages.banner} />
      </strong>
    </p>
  );
}
