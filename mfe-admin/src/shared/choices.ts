import type { MessageDescriptor } from 'react-intl';
import { requestStatuses } from '@reentry/contracts/admin-rules';
import type { StaffMember } from '@reentry/contracts/admin-lists';
import type { ListFilter } from './list-toolbar';
import { listMessages as m, statusMessages } from './list.messages';

/** Filter choices from a list of values and their messages. */
export function choicesOf<T extends string>(values: readonly T[], messages: Record<T, MessageDescriptor>) {
  return values.map((value) => ({ value, label: messages[value] }));
}

/** The filters every request list has: status, assignee (staff by name, or nobody) and overdue. */
export function workFilters(staff: StaffMember[] = [], withOverdue = true): ListFilter[] {
  const filters: ListFilter[] = [
    { name: 'status', label: m.status, choices: choicesOf(requestStatuses, statusMessages) },
    {
      name: 'assignee',
      label: m.assignee,
      choices: [
        { value: 'none', label: m.nobody },
        // Staff names are data, shown as they are.
        ...staff.map((member) => ({ value: String(member.id), label: member.name })),
      ],
    },
  ];
  if (withOverdue) filters.push({ name: 'overdue', label: m.overdueFilter, choices: [{ value: 'true', label: m.yes }, { value: 'false', label: m.no }] });
  return filters;
}
