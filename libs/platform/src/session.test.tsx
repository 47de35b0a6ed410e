import { act, render, screen } from '@testing-library/react';
import type { User } from '@reentry/contracts/user';
import { createMockPlatform } from './mock-platform';
import { useToast } from './platform-context';
import { PlatformProvider } from './platform-provider';
import { useLocale } from './preferences';
import { createQueryClient } from './query-client';
import { useSession } from './session';

const learner: User = {
  id: 7,
  username: 'maria',
  email: 'maria@example.org',
  name: 'Maria',
  isAdmin: false,
  isInstructor: false,
  assignedInstructorId: null,
  progress: { completedModules: [1], quizScores: { '1': 80 } },
};

function Probe() {
  const session = useSession();
  const { locale } = useLocale();
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast({ title: 'Saved' })}>
      {session.status}:{session.user?.name ?? 'nobody'}:{locale}
    </button>
  );
}

function renderWith(user: User | null) {
  const platform = createMockPlatform({ user });
  render(
    <PlatformProvider platform={platform} queryClient={createQueryClient()} catalogs={{}}>
      <Probe />
    </PlatformProvider>,
  );
  return platform;
}

describe('platform hooks on the mock platform', () => {
  beforeEach(() => localStorage.clear());

  it('reports a signed-in user', async () => {
    renderWith(learner);
    expect(await screen.findByRole('button', { name: 'authenticated:Maria:en' })).toBeTruthy();
  });

  it('treats a 401 from /api/auth/me as anonymous', async () => {
    renderWith(null);
    expect(await screen.findByRole('button', { name: 'anonymous:nobody:en' })).toBeTruthy();
  });

  it('reads the saved language and records toasts', async () => {
    localStorage.setItem('locale', 'es');
    const platform = renderWith(null);
    (await screen.findByRole('button', { name: 'anonymous:nobody:es' })).click();
    expect(platform.toasts).toEqual([{ title: 'Saved' }]);
  });
});

describe('session re-check', () => {
  it('asks /api/auth/me again every 5 minutes and turns anonymous on a 401', async () => {
    localStorage.clear();
    jest.useFakeTimers();
    let signedIn = true;
    const calls: string[] = [];
    const platform = createMockPlatform({
      fetch: async (url) => {
        calls.push(url);
        return signedIn
          ? new Response(JSON.stringify(learner), { status: 200 })
          : new Response('{"error":{"code":"UNAUTHENTICATED","message":"no"}}', { status: 401 });
      },
    });
    render(
      <PlatformProvider platform={platform} queryClient={createQueryClient()} catalogs={{}}>
        <Probe />
      </PlatformProvider>,
    );
    expect(await screen.findByRole('button', { name: 'authenticated:Maria:en' })).toBeTruthy();
    signedIn = false;
    await act(async () => {
      await jest.advanceTimersByTimeAsync(4 * 60 * 1000);
    });
    expect(calls).toHaveLength(1);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(60 * 1000 + 10);
    });
    expect(calls).toHaveLength(2);
    expect(await screen.findByRole('button', { name: 'anonymous:nobody:en' })).toBeTruthy();
    jest.useRealTimers();
  });
});
