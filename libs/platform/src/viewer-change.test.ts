import type { User } from '@reentry/contracts/user';
import type { ApiClient } from './api-client';
import { clearPersonalData } from './personal-data';
import { createQueryClient } from './query-client';
import { sessionQueryKey, sessionQueryOptions } from './session';
import { holdViewerChanges } from './viewer-change';

const maria = { id: 7, name: 'Maria', progress: { completedModules: [1], quizScores: {} } } as unknown as User;

/** A page whose code comes late: `hydrate()` is React hydrating it once the code is there. */
function latePage() {
  let hydrate: (running: boolean) => void = () => {};
  const hydrated = new Promise<boolean>((resolve) => (hydrate = resolve));
  const wait = jest.fn(() => hydrated);
  return { wait, hydrate };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The session check answering `user` (null: nobody signed in). */
const answering = (user: User | null) => ({ get: async () => user }) as unknown as ApiClient;

describe('the viewer changes only once the page has hydrated (React error #418)', () => {
  it('Log out: the learner stays in the query cache until the page has hydrated, then nobody', async () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(sessionQueryKey, maria);
    queryClient.setQueryData(['learning', 'progress'], { completedModules: [1] });
    const page = latePage();
    holdViewerChanges(queryClient, page.wait);

    const cleared = clearPersonalData(queryClient);
    await flush();
    expect(queryClient.getQueryData(sessionQueryKey)).toBe(maria);
    expect(queryClient.getQueryData(['learning', 'progress'])).toEqual({ completedModules: [1] });

    page.hydrate(true);
    await cleared;
    expect(queryClient.getQueryData(sessionQueryKey)).toBeNull();
    expect(queryClient.getQueryData(['learning', 'progress'])).toBeUndefined();
  });

  it('a session check that finds another viewer waits for the page; one that finds the same does not', async () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(sessionQueryKey, maria);
    const page = latePage();
    holdViewerChanges(queryClient, page.wait);

    await queryClient.fetchQuery({ ...sessionQueryOptions(answering({ ...maria })), staleTime: 0 });
    expect(page.wait).not.toHaveBeenCalled();

    const ended = queryClient.fetchQuery({ ...sessionQueryOptions(answering(null)), staleTime: 0 });
    await flush();
    expect(page.wait).toHaveBeenCalled();
    expect(queryClient.getQueryData(sessionQueryKey)).toBe(maria);
    page.hydrate(true);
    await ended;
    expect(queryClient.getQueryData(sessionQueryKey)).toBeNull();
  });

  it('without a page to wait for (the server, a page all hydrated), it changes at once', async () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(sessionQueryKey, null);
    await expect(queryClient.fetchQuery({ ...sessionQueryOptions(answering(maria)), staleTime: 0 })).resolves.toEqual(maria);
  });
});
