import { FormattedMessage } from 'react-intl';
import type { RequestStatus } from '@reentry/contracts/admin-rules';
import { statusMessages } from './list.messages';

/** A request's status in words, with an "Overdue" badge (in words too, never colour alone). */
export function StatusCell({ status, overdue }: { status: RequestStatus; overdue: boolean }) {
  return (
    <span className="admin-status">
      <FormattedMessage {...statusMessages[status]} />
      {overdue && (
        <strong className="admin-badge admin-badge--danger">
          <FormattedMessage {...statusMessages.overdue} />
        </strong>
      )}
    </span>
  );
}
