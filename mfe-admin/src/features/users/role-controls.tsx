import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AdminInstructor, AdminUserProgress } from '@reentry/contracts/admin-lists';
import { busyButtonProps } from '@reentry/ui';
import { useAssignInstructor, useToggleContentEditor, useToggleInstructor } from './role-mutations';
import { userMessages as u } from './users.messages';

/** "Make instructor" or "Remove instructor" for one person; the list shows the change as soon as it is saved. */
export function InstructorToggle({ user }: { user: AdminUserProgress }) {
  const intl = useIntl();
  const toggle = useToggleInstructor(user);
  const next = !user.isInstructor;
  return (
    <button
      type="button"
      className="button button--secondary admin-row-button"
      {...busyButtonProps(toggle.isPending)}
      aria-label={intl.formatMessage(next ? u.makeInstructorOf : u.removeInstructorOf, { name: user.name })}
      onClick={() => toggle.mutate(next)}
    >
      <FormattedMessage {...(next ? u.makeInstructor : u.removeInstructor)} />
    </button>
  );
}

/** "Make content editor" or "Remove content editor": edit and publish content, nothing else of the dashboard. */
export function ContentEditorToggle({ user }: { user: AdminUserProgress }) {
  const intl = useIntl();
  const toggle = useToggleContentEditor(user);
  const next = !user.isContentEditor;
  return (
    <button
      type="button"
      className="button button--secondary admin-row-button"
      {...busyButtonProps(toggle.isPending)}
      aria-label={intl.formatMessage(next ? u.makeEditorOf : u.removeEditorOf, { name: user.name })}
      onClick={() => toggle.mutate(next)}
    >
      <FormattedMessage {...(next ? u.makeEditor : u.removeEditor)} />
    </button>
  );
}

/**
 * The instructor of a student: an empty choice sends null, any other the instructor's id as a number
 * (spec section 5). Admins and instructors cannot be students, so they get a note instead.
 */
export function AssignmentSelect({ user, instructors }: { user: AdminUserProgress; instructors: AdminInstructor[] }) {
  const intl = useIntl();
  const id = useId();
  const assign = useAssignInstructor(user);
  if (user.isAdmin || user.isInstructor) {
    return (
      <span className="admin-muted">
        <FormattedMessage {...u.cannotAssign} />
      </span>
    );
  }
  const value = assign.isPending ? String(assign.variables ?? '') : String(user.assignedInstructorId ?? '');
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        <FormattedMessage {...u.instructorFor} values={{ name: user.name }} />
      </label>
      <select id={id} className="field__input admin-select" value={value} disabled={assign.isPending} onChange={(event) => assign.mutate(event.target.value === '' ? null : Number.parseInt(event.target.value, 10))}>
        <option value="">{intl.formatMessage(u.noInstructor)}</option>
        {user.assignedInstructorId !== null && !instructors.some((instructor) => instructor.id === user.assignedInstructorId) && (
          <option value={String(user.assignedInstructorId)}>{user.assignedInstructorName}</option>
        )}
        {instructors
          .filter((instructor) => instructor.id !== user.id)
          .map((instructor) => (
            <option key={instructor.id} value={String(instructor.id)}>
              {instructor.name}
            </option>
          ))}
      </select>
    </>
  );
}
