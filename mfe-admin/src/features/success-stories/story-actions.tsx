import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AdminSuccessStory } from '@reentry/contracts/admin-lists';
import { useApi, useToast } from '@reentry/platform';
import { busyButtonProps } from '@reentry/ui';
import { patchRows } from '../../shared/update-rows';
import { useFailureToast } from '../../shared/use-failure-toast';
import { storyMessages as s } from './success-stories.messages';

/** Approve or unapprove, and delete (after a confirmation), each reflected in the list at once. */
export function StoryActions({ story }: { story: AdminSuccessStory }) {
  const intl = useIntl();
  const api = useApi();
  const toast = useToast();
  const failed = useFailureToast();
  const queryClient = useQueryClient();
  const approval = useMutation({
    mutationFn: (isApproved: boolean) => api.post<AdminSuccessStory>(`/api/admin/success-stories/${story.id}/approval`, { isApproved }),
    onSuccess: (saved) => {
      patchRows(queryClient, 'success-stories', story.id, saved);
      toast({ title: intl.formatMessage(saved.isApproved ? s.approvedToast : s.unapprovedToast, { name: story.name }), variant: 'success' });
    },
    onError: failed,
  });
  const removal = useMutation({
    mutationFn: () => api.post(`/api/admin/success-stories/${story.id}/delete`, {}),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['admin', 'success-stories'] });
      toast({ title: intl.formatMessage(s.deletedToast, { name: story.name }), variant: 'success' });
    },
    onError: failed,
  });
  const busy = approval.isPending || removal.isPending;
  return (
    <div className="admin-row-actions">
      <button
        type="button"
        className="button button--secondary admin-row-button"
        {...busyButtonProps(busy)}
        aria-label={intl.formatMessage(story.isApproved ? s.unapproveOf : s.approveOf, { name: story.name })}
        onClick={() => approval.mutate(!story.isApproved)}
      >
        <FormattedMessage {...(story.isApproved ? s.unapprove : s.approve)} />
      </button>
      <button
        type="button"
        className="button button--secondary admin-row-button admin-danger"
        {...busyButtonProps(busy)}
        aria-label={intl.formatMessage(s.deleteOf, { name: story.name })}
        onClick={() => window.confirm(intl.formatMessage(s.confirmDelete, { name: story.name })) && removal.mutate()}
      >
        <FormattedMessage {...s.delete} />
      </button>
    </div>
  );
}
