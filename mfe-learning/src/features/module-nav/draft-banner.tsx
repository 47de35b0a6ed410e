import { FormattedMessage } from 'react-intl';
import { moduleNavMessages as m } from './module-nav.messages';

/** Over a lesson or quiz shown from the draft (`?preview=draft`, staff only): this is not what learners see. */
export function DraftBanner({ shown }: { shown: boolean }) {
  if (!shown) return null;
  return (
    <p className="learning-draft-banner" role="note">
      <strong>
        <FormattedMessage {...m.draftPreview} />
      </strong>
    </p>
  );
}
