import { defineMessages, FormattedMessage } from 'react-intl';

const messages = defineMessages({
  draftPreview: {
    id: 'platform.draftPreview',
    defaultMessage: 'Preview of a draft. Learners do not see these changes until you publish them.',
    description: 'Banner over a page part shown to an editor from the unpublished draft (content studio preview)',
  },
});

/** Says a page part shows the content studio's draft (`?preview=draft`), not what learners see; nothing otherwise. */
export function DraftBanner({ shown }: { shown: boolean }) {
  if (!shown) return null;
  return (
    <p className="draft-banner" role="note">
      <strong>
        <FormattedMessage {...messages.draftPreview} />
      </strong>
    </p>
  );
}
