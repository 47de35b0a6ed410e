import { moneyPlanTexts } from '../../support/money-plan';
import { test } from '../fixtures';
import { expectNoProblems, expectSoon, mainHeading, pageRunning } from './steps';

const t = moneyPlanTexts.es;

// The first month's money plan (issue 34) in Spanish, as a visitor: what they type in two boxes adds up at
// once, in each engine (WebKit types one key at a time through WebDriver).
test('a visitor types what comes in and goes out in week 1, and the plan adds up as they type, in Spanish', async ({ driver }) => {
  await driver.open('/money-plan?lang=es');
  await driver.waitFor(mainHeading(t.heading));
  await pageRunning(driver);
  const week1 = { role: 'group', name: t.week1 } as const;
  await driver.type({ label: t.releaseCard, within: week1 }, '200');
  await driver.type({ label: t.housing, within: week1 }, '150.25');
  await expectSoon(() => driver.text({ css: '[data-total="in"]' }), '$200.00', 'the total coming in');
  await expectSoon(() => driver.text({ css: '[data-total="out"]' }), '$150.25', 'the total going out');
  await expectSoon(() => driver.text({ css: '[data-total="left"]' }), '$49.75', 'what is left');
  await expectNoProblems(driver);
});
