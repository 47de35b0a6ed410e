import { FormattedMessage } from 'react-intl';
import { pressActionProps } from '@reentry/platform';
import { Link } from 'react-router';
import { PageIntro } from '@reentry/ui';
import { Handout } from '../features/teaching-resources/handout';
import { handoutMessages as m } from '../features/teaching-resources/teaching-resources.messages';
import { portalHref } from './portal-search';

/** `/instructor/handout`: the printable participant handout, one module per printed page. */
export function HandoutPage() {
  return (
    <div className="instructor-handout">
      <div className="no-print">
        <Link to={portalHref({ tab: 'resources' })}>
          <span aria-hidden="true">← </span>
          <FormattedMessage {...m.back} />
        </Link>
      </div>
      <PageIntro messages={m} />
      <div className="button-row no-print">
        <button type="button" className="button button--primary" {...pressActionProps('print')}>
          <FormattedMessage {...m.print} />
        </button>
      </div>
      <Handout />
    </div>
  );
}
