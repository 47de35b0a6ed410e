// Issue 39: the privacy texts say that the audit log keeps a deleted account's username (the decision
// record on what deletion erases): before deleting, and in the summary of the data the account holds.
import { screen } from '@testing-library/react';
import { renderPage, learner } from './account-test-harness';
import { DeleteAccountPage } from './delete-account-page';

const profile = { username: learner.username, name: learner.name, email: learner.email, emailVerified: true, locale: 'en', pendingEmail: null, twoFactor: false };

it('the delete page says what the audit log keeps of the account, and for how long', async () => {
  renderPage(<DeleteAccountPage />, { path: '/account/delete', user: learner, routes: { 'GET /api/account': { body: profile } } });
  expect(
    await screen.findByText(
      'Our record of changes keeps your username and what was done with your account, with the date. It never has your name, email or answers. We keep this record for as long as the site runs, so we can check who changed what.',
    ),
  ).toBeTruthy();
});
