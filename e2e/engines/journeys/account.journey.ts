import { uniqueName } from '../../support/accounts';
import { expect, originUrl, test } from '../fixtures';
import { expectNoProblems, expectSoon, notifications } from './steps';

// Sign up, sign out, sign in, through the forms, as a visitor does (the shell's account pages).
test('a visitor signs up, signs out, and signs in again', async ({ driver }) => {
  const username = uniqueName('engines');
  const signedIn = { text: 'Signed in as Journey Tester', within: { role: 'banner' } };

  await driver.open('/signup');
  await driver.type({ label: 'Username' }, username);
  await driver.type({ label: 'Name' }, 'Journey Tester');
  await driver.type({ label: 'Email' }, `${username}@example.org`);
  await driver.type({ label: 'Password' }, 'first-pass');
  await driver.type({ label: 'Confirm password' }, 'first-pass');
  await driver.click({ role: 'button', name: 'Sign Up' });
  await driver.waitFor({ text: 'Account created', within: notifications('en') });
  await driver.waitFor(signedIn);
  expect(await driver.url()).toBe(`${originUrl()}/`);

  // Log out sits in the signed-in menu, opened by the button with the visitor's name.
  await driver.click({ role: 'button', name: 'Signed in as Journey Tester', within: { role: 'banner' } });
  await driver.click({ role: 'button', name: 'Log out', within: { role: 'banner' } });
  await driver.waitFor({ text: 'Logged out', within: notifications('en') });
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
  await expectSoon(() => driver.count({ role: 'button', name: 'Signed in as Journey Tester', within: { role: 'banner' } }), 1, 'the account menu in the header');
  await expectNoProblems(driver);
});
