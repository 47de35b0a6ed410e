import { FormattedMessage } from 'react-intl';
import { isContentKey } from '@reentry/contracts/content-studio-rules';
import type { ListParams } from '../../shared/list-params';
import { ContentDocument } from './content-document';
import { ContentList } from './content-list';
import { contentMessages as m } from './content.messages';

/** The content studio: the list of documents, or one document (`&doc=module-1`) to edit, preview, publish and roll back. */
export function ContentTab({ params }: { params: ListParams }) {
  if (isContentKey(params.doc)) return <ContentDocument contentKey={params.doc} />;
  return (
    <>
      <p className="admin-note">
        <FormattedMessage {...m.intro} />
      </p>
      <ContentList params={params} />
    </>
  );
}
