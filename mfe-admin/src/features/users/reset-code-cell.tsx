import type { AdminUserProgress } from '@reentry/contracts/admin-lists';
import type { ResetCode } from '@reentry/contracts/reset-codes';
import { useApi } from '@reentry/platform';
import { ResetCodeAction } from '@reentry/ui';
import { resetCodeMessages } from './reset-code.messages';

/** A learner's row: "Make a reset code" (`POST /api/admin/users/:id/reset-code`); staff reset by email, so none. */
export function ResetCodeCell({ user }: { user: AdminUserProgress }) {
  const api = useApi();
  if (user.isAdmin || user.isInstructor) return <>—</>;
  return <ResetCodeAction name={user.name} makeCode={() => api.post<ResetCode>(`/api/admin/users/${user.id}/reset-code`, {})} messages={resetCodeMessages} />;
}
