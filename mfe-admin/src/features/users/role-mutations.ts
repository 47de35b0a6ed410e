import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { AdminUserProgress } from '@reentry/contracts/admin-lists';
import { useApi, useToast } from '@reentry/platform';
import { patchRows } from '../../shared/update-rows';
import { useFailureToast } from '../../shared/use-failure-toast';
import { userMessages as u } from './users.messages';

/** After a role or assignment change: the row at once, then the lists and counts from the API. */
function useAfterChange() {
  const queryClient = useQueryClient();
  return (user: AdminUserProgress) => {
    patchRows(queryClient, 'user-progress', user.id, user);
    void queryClient.invalidateQueries({ queryKey: ['admin', 'instructors'] });
  };
}

/** `POST /api/admin/users/:id/toggle-instructor` with `{ isInstructor }`. */
export function useToggleInstructor(user: AdminUserProgress) {
  const api = useApi();
  const intl = useIntl();
  const toast = useToast();
  const changed = useAfterChange();
  return useMutation({
    mutationFn: (isInstructor: boolean) => api.post<AdminUserProgress & { clearedAssignments: number }>(`/api/admin/users/${user.id}/toggle-instructor`, { isInstructor }),
    onSuccess: ({ clearedAssignments, ...saved }) => {
      changed(saved);
      const title = saved.isInstructor
        ? intl.formatMessage(u.madeInstructor, { name: saved.name })
        : intl.formatMessage(u.removedInstructor, { name: saved.name, count: clearedAssignments });
      toast({ title, variant: 'success' });
    },
    onError: useFailureToast(),
  });
}

/** `POST /api/admin/students/:id/assign-instructor` with `{ instructorId }` (null clears it; otherwise an integer). */
export function useAssignInstructor(user: AdminUserProgress) {
  const api = useApi();
  const intl = useIntl();
  const toast = useToast();
  const changed = useAfterChange();
  return useMutation({
    mutationFn: (instructorId: number | null) => api.post<AdminUserProgress>(`/api/admin/students/${user.id}/assign-instructor`, { instructorId }),
    onSuccess: (saved) => {
      changed(saved);
      const title = saved.assignedInstructorName
        ? intl.formatMessage(u.assignedToast, { name: saved.name, instructor: saved.assignedInstructorName })
        : intl.formatMessage(u.clearedToast, { name: saved.name });
      toast({ title, variant: 'success' });
    },
    onError: useFailureToast(),
  });
}

/** `POST /api/admin/users/:id/content-editor` with `{ isContentEditor }` (their sessions end; audited). */
export function useToggleContentEditor(user: AdminUserProgress) {
  const api = useApi();
  const intl = useIntl();
  const toast = useToast();
  const changed = useAfterChange();
  return useMutation({
    mutationFn: (isContentEditor: boolean) => api.post<{ id: number; isContentEditor: boolean }>(`/api/admin/users/${user.id}/content-editor`, { isContentEditor }),
    onSuccess: ({ isContentEditor }) => {
      changed({ ...user, isContentEditor });
      toast({ title: intl.formatMessage(isContentEditor ? u.madeEditor : u.removedEditor, { name: user.name }), variant: 'success' });
    },
    onError: useFailureToast(),
  });
}
