import type { AdminInstructor } from '@reentry/contracts/admin-lists';
import { userRoleFilters } from '@reentry/contracts/admin-rules';
import { choicesOf } from '../../shared/choices';
import type { ListFilter } from '../../shared/list-toolbar';
import { userMessages as u } from './users.messages';

export function userFilters(instructors: AdminInstructor[] = []): ListFilter[] {
  return [
    { name: 'role', label: u.role, choices: choicesOf(userRoleFilters, u) },
    { name: 'instructorId', label: u.assignedTo, choices: instructors.map((instructor) => ({ value: String(instructor.id), label: instructor.name })) },
  ];
}
