import { publicPages } from '../../support/public-pages';
import { test } from '../fixtures';
import { expectNoProblems, expectSoon, mainHeading, pageLanguage, pageRunning, type Language } from './steps';

const pages = [
  ...publicPages.map(({ path, heading }) => ({ path, heading })),
  { path: '/no/such/page', heading: { en: '404 Page Not Found', es: '404 Página no encontrada' } },
];

for (const language of ['en', 'es'] as Language[]) {
  test(`every public page loads in ${language} with its main heading and no page error`, async ({ driver }) => {
    // A visitor whose browser asks for English; a Spanish link (?lang=es) makes Spanish their choice.
    if (language === 'es') {
      await driver.open('/?lang=es');
      await pageRunning(driver);
    }
    for (const { path, heading } of pages) {
      await driver.open(path);
      await driver.waitFor(mainHeading(heading[language]));
      await expectSoon(() => pageLanguage(driver), language, `${path}: <html lang>`);
      await pageRunning(driver);
    }
    await expectNoProblems(driver);
  });
}
