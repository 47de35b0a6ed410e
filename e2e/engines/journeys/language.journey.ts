import { test } from '../fixtures';
import { expectNoProblems, expectSoon, mainHeading, pageLanguage } from './steps';

// The footer's language toggle, pressed the moment a page has loaded (testers found it did nothing then in
// Chromium and WebKit; 500 ms later it worked). It is a button or a link: the press is on its words.
const toggle = (words: string) => ({ text: words, within: { role: 'contentinfo' } });

test('the language toggle pressed on a freshly loaded page switches to Spanish, and back to English', async ({ driver }) => {
  await driver.open('/');
  await driver.click(toggle('Español'));
  await driver.waitFor(mainHeading('Construya un futuro exitoso'));
  await expectSoon(() => pageLanguage(driver), 'es', 'the page in Spanish: <html lang>');

  await driver.open('/modules');
  await driver.waitFor(mainHeading('Módulos de aprendizaje'));
  await driver.click(toggle('English'));
  await driver.waitFor(mainHeading('Learning modules'));
  await expectSoon(() => pageLanguage(driver), 'en', 'the page in English: <html lang>');
  await expectNoProblems(driver);
});
