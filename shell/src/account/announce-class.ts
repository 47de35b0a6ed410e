import { useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useApi } from '@reentry/platform';
import { joinedClassMessage } from './my-class.messages';
import { myClassQueryOptions } from './my-class.query';

/**
 * After signing up with a class code: the sentence that says whose class the learner joined (issue 31), and
 * the instructor's contact line when there is one, for the sign-up toast. Undefined when the class cannot
 * be read (the sign-up itself worked).
 */
export function useJoinedClassText() {
  const intl = useIntl();
  const api = useApi();
  const queryClient = useQueryClient();
  return async (): Promise<string | undefined> => {
    const joined = (await queryClient.fetchQuery(myClassQueryOptions(api)).catch(() => undefined))?.class;
    if (!joined) return undefined;
    return [intl.formatMessage(joinedClassMessage, { name: joined.instructorName }), joined.contactLine].filter(Boolean).join(' ');
  };
}
