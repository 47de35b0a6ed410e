import { act, render, screen } from '@testing-library/react';
import type { User } from '@reentry/contracts/user';
import { createMockPlatform } from './mock-platform';
import { useToast } from './platform-context';
import { PlatformProvider } from './platform-provider';
import { useLocale, type InitialPreferences } from './preferences';
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

beforeEach(() => {
  localStorage.clear();
  for (const name of ['locale', 'theme']) document.cookie = `${name}=; Path=/; Max-Age=0`;
});

function renderWith(user: User | null, preferences: InitialPreferences = { locale: 'en', theme: 'light' }) {
  const platform = createMockPlatform({ user });
  render(
    <PlatformProvider platform={platform} queryClient={createQueryClient()} catalogs={{}} preferences={preferences}>
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

  it('starts in the language the host gives, saves it for the server and records toasts', async () => {
    localStorage.setItem('locale', 'en');
    const platform = renderWith(null, { locale: 'es', theme: 'dark', saved: { locale: true, theme: true } });
    (await screen.findByRole('button', { name: 'anonymous:nobody:es' })).click();
    expect(platform.toasts).toEqual([{ title: 'Saved' }]);
    expect(localStorage.getItem('locale')).toBe('es');
    expect(document.cookie).toContain('locale=es');
    expect(document.cookie).toContain('theme=dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
  });
});

describe('a guessed language (Accept-Language, first visit)', () => {
  it('gives way to a choice this browser saved before the server could read it', async () => {
    localStorage.setItem('locale', 'es');
    renderWith(null, { locale: 'en', theme: 'light', saved: { locale: false, theme: false } });
    expect(await screen.findByRole('button', { name: 'anonymous:nobody:es' })).toBeTruthy();
    expect(document.cookie).toContain('locale=es');
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
      <PlatformProvider platform={platform} queryClient={createQueryClient()} catalogs={{}} preferences={{ locale: 'en', theme: 'light' }}>
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
