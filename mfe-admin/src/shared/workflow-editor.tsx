import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import type { RequestStatus, WorkList } from '@reentry/contracts/admin-rules';
import { requestStatuses } from '@reentry/contracts/admin-rules';
import { useApi, useToast } from '@reentry/platform';
import { busyButtonProps } from '@reentry/ui';
import { listMessages as m, statusMessages } from './list.messages';
import { useStaff } from './staff.query';
import { patchRows } from './update-rows';
import { useFailureToast } from './use-failure-toast';

interface WorkState {
  id: number;
  status: RequestStatus;
  assigneeId: number | null;
  assigneeName: string | null;
  overdue?: boolean;
}

/**
 * A request's status and assignee, set from its details (`POST /api/admin/<list>/:id/workflow`). It is the one
 * place the details show them (the details list leaves them out), with the Overdue badge when there is one.
 */
export function WorkflowEditor({ list, row }: { list: WorkList; row: WorkState }) {
  const intl = useIntl();
  const api = useApi();
  const toast = useToast();
  const failed = useFailureToast();
  const queryClient = useQueryClient();
  const staff = useStaff();
  const ids = { status: useId(), assignee: useId() };
  const [status, setStatus] = useState<RequestStatus>(row.status);
  const [assignee, setAssignee] = useState(row.assigneeId === null ? '' : String(row.assigneeId));
  const save = useMutation({
    mutationFn: () => api.post<WorkState>(`/api/admin/${list}/${row.id}/workflow`, { status, assigneeId: assignee === '' ? null : Number(assignee) }),
    onSuccess: (saved) => {
      patchRows<WorkState>(queryClient, list, row.id, saved.status === 'new' ? saved : { ...saved, overdue: false });
      toast({ title: intl.formatMessage(m.saved), variant: 'success' });
    },
    onError: failed,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!save.isPending) save.mutate();
  };
  return (
    <form method="post" className="admin-workflow" onSubmit={submit}>
      <div className="field">
        <label className="field__label" htmlFor={ids.status}>
          <FormattedMessage {...m.status} />
        </label>
        <select id={ids.status} className="field__input" value={status} onChange={(event) => setStatus(event.target.value as RequestStatus)}>
          {requestStatuses.map((value) => (
            <option key={value} value={value}>
              {intl.formatMessage(statusMessages[value])}
            </option>
          ))}
        </select>
        {row.overdue && (
          <p className="admin-workflow__overdue">
            <strong className="admin-badge admin-badge--danger">
              <FormattedMessage {...statusMessages.overdue} />
            </strong>
          </p>
        )}
      </div>
      <div className="field">
        <label className="field__label" htmlFor={ids.assignee}>
          <FormattedMessage {...m.assignee} />
        </label>
        <select id={ids.assignee} className="field__input" value={assignee} onChange={(event) => setAssignee(event.target.value)}>
          <option value="">{intl.formatMessage(m.nobody)}</option>
          {row.assigneeId !== null && !staff.data?.some((member) => member.id === row.assigneeId) && <option value={String(row.assigneeId)}>{row.assigneeName}</option>}
          {staff.data?.map((member) => (
            <option key={member.id} value={String(member.id)}>
              {member.name}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button button--primary" {...busyButtonProps(save.isPending)}>
        <FormattedMessage {...m.saveChanges} />
      </button>
    </form>
  );
}
