import { screen, within } from '@testing-library/react';
import type { AccountProfile } from '@reentry/contracts/account';
import type { MyBeforeAfter } from '@reentry/contracts/learning-measures';
import { learner, renderPage } from './account-test-harness';
import { MyAccountPage } from './my-account-page';

const profile: AccountProfile = { username: 'maria', name: 'Maria', email: 'maria@example.org', locale: 'en', emailVerified: true, pendingEmail: null, twoFactor: false };
const reads = (measures: MyBeforeAfter) => ({
  'GET /api/account': { body: profile },
  'GET /api/account/class': { body: { class: null } },
  'GET /api/users/before-after': { body: measures },
});

describe('my account: what you learned (issue 40)', () => {
  it('reads one line per module with a before-check: before and after, or before and a nudge to the quiz', async () => {
    const measures: MyBeforeAfter = {
      modules: [
        { moduleId: 1, before: { correct: 2, total: 5 }, after: { correct: 5, total: 5 } },
        { moduleId: 6, before: { correct: 3, total: 7 }, after: null },
      ],
    };
    renderPage(<MyAccountPage />, { path: '/account', user: learner, routes: reads(measures) });
    const section = (await screen.findByRole('heading', { level: 2, name: 'What you learned' })).closest('section')!;
    const lines = within(section).getAllByRole('definition').map((line) => line.textContent);
    expect(lines).toEqual(['You knew 2 of 5 before; now 5 of 5.', 'You knew 3 of 7 before. Take the quiz to see what you know now.']);
    const modules = within(section).getAllByRole('link');
    expect(modules.map((link) => link.getAttribute('href'))).toEqual(['/modules/1', '/modules/6']);
    expect(modules[0]!.textContent).toMatch(/^Module 1/);
  });

  it('says nothing for a learner who took no before-check', async () => {
    renderPage(<MyAccountPage />, { path: '/account', user: learner, routes: reads({ modules: [] }) });
    expect(await screen.findByRole('heading', { level: 2, name: 'About you' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'What you learned' })).toBeNull();
  });
});
