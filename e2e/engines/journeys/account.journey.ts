import { uniqueName } from '../../support/accounts';
import { expect, originUrl, test } from '../fixtures';
import { expectNoProblems, expectSoon, notifications } from './steps';

// Sign up, sign out, sign in, through the forms, as a visitor does (the shell's account pages); then a new
// name saved on My account, there after a fresh load.
test('a visitor signs up, signs out, signs in again, and changes their name on My account', async ({ driver }) => {
  const username = uniqueName('engines');
  const signedIn = { text: 'Signed in as Journey Tester', within: { role: 'banner' } };
  const accountMenu = { css: 'summary.account-menu__button' } as const;

  await driver.open('/signup');
  await driver.type({ label: 'Username' }, username);
  await driver.type({ label: 'Name' }, 'Journey Tester');
  await driver.type({ label: 'Email' }, `${username}@example.org`);
  await driver.type({ label: 'Password' }, 'first-pass');
  await driver.type({ label: 'Confirm password' }, 'first-pass');
  await driver.click({ role: 'button', name: 'Sign Up' });
  await driver.waitFor({ text: 'Account created', within: notifications('en') });
  await driver.waitFor(signedIn);
  expect(await driver.url()).toBe(`${originUrl()}/?done=signed-up`);

  // Log out sits in the signed-in menu, a <details> whose summary says the visitor's name (issue 42).
  await driver.click(accountMenu);
  await driver.click({ role: 'button', name: 'Log out', within: { role: 'banner' } });
  await driver.waitFor({ text: 'Logged out' });
  await driver.waitFor({ role: 'link', name: 'Login', within: { role: 'banner' } });
  expect(await driver.count(signedIn)).toBe(0);

  await driver.open('/login');
  await driver.type({ label: 'Username' }, username);
  await driver.type({ label: 'Password' }, 'first-pass');
  await driver.click({ role: 'button', name: 'Log In' });
  await driver.waitFor({ text: 'Login successful', within: notifications('en') });
  await driver.waitFor(signedIn);
  // The session is the server's: a page loaded afresh knows who is signed in.
  await driver.open('/modules');
  await driver.waitFor(signedIn);
  await expectSoon(() => driver.count(accountMenu), 1, 'the account menu in the header');

  // My account (issue 31), from the same menu: a new name, saved, and the header says it.
  await driver.click(accountMenu);
  await driver.click({ role: 'link', name: 'My account', within: { role: 'banner' } });
  const nameForm = { role: 'region', name: 'Change your name' } as const;
  await driver.waitFor(nameForm);
  await driver.type({ label: 'Name', within: nameForm }, 'Journey Renamed', { replace: true });
  await driver.click({ role: 'button', name: 'Save name', within: nameForm });
  // Said in the form (a panel: issue 42), and the header's menu says the new name at once (from the
  // server's answer, not a later read).
  await driver.waitFor({ text: 'Your name is saved', within: nameForm });
  await driver.waitFor({ text: 'Signed in as Journey Renamed', within: { role: 'banner' } });
  // The server has it: the page loaded afresh shows the new name.
  await driver.open('/account');
  await driver.waitFor({ text: 'Journey Renamed', within: { role: 'region', name: 'About you' } });
  await expectNoProblems(driver);
});
