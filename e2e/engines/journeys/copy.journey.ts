import { learningTexts } from '../../support/learning';
import { test } from '../fixtures';
import { tokenAddress } from '../global-setup';
import { expectNoProblems, expectSoon, notifications } from './steps';

const t = learningTexts.en;

// Copy Address on a freshly loaded how-to-buy guide must copy at the first press. Testers found the first
// press always failed in WebKit: a press held until the page's code came, then replayed by script, is no
// longer the user's action there, and the clipboard refuses it.
test('Copy Address on a freshly loaded /how-to-buy says Copied! at the first press, and the clipboard holds the address', async ({ driver }) => {
  await driver.open('/how-to-buy');
  await driver.click({ role: 'button', name: t.copy });
  await driver.waitFor({ role: 'button', name: t.copied });
  await driver.waitFor({ text: t.copiedToast, within: notifications('en') });
  await expectNoProblems(driver);

  // Read back with a press on a page of the same origin (every engine lets a page read what it copied).
  await driver.open('/__engines/clipboard');
  await driver.click({ role: 'button', name: 'Read the clipboard' });
  await expectSoon(() => driver.text({ css: '#clipboard' }), `holds: ${tokenAddress}`, `${driver.engine}: the clipboard`);
});
