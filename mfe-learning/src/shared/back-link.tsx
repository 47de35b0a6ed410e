import type { MessageDescriptor } from 'react-intl';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';

/** The small link above a page's heading that goes back up a level. */
export function BackLink({ to, message }: { to: string; message: MessageDescriptor }) {
  return (
    <p className="learning-back">
      <Link to={to}>
        <span aria-hidden="true">← </span>
        <FormattedMessage {...message} />
      </Link>
    </p>
  );
}
