import { useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useApi, useToast } from '@reentry/platform';
import { joinedClassMessage } from './my-class.messages';
import { myClassQueryOptions } from './my-class.query';

/**
 * After signing up with a class code: a toast that says whose class the learner joined (issue 31), with the
 * instructor's contact line when there is one. Nothing when the class cannot be read (the sign-up worked).
 */
export function useAnnounceClass() {
  const intl = useIntl();
  const api = useApi();
  const toast = useToast();
  const queryClient = useQueryClient();
  return async () => {
    const joined = (await queryClient.fetchQuery(myClassQueryOptions(api)).catch(() => undefined))?.class;
    if (!joined) return;
    toast({ title: intl.formatMessage(joinedClassMessage, { name: joined.instructorName }), description: joined.contactLine ?? undefined, variant: 'success' });
  };
}
