import { practiceScenario, practiceTexts } from '../../support/practice';
import { expect, test } from '../fixtures';
import { expectNoProblems, mainHeading, pageRunning } from './steps';

const t = practiceTexts.es;

// Spot the scam (issue 34) in Spanish, as a visitor: a wrong choice, its explanation and the steps if it
// already happened, then the right choice. The choices are a form the server answers, so this is the press
// and the post in each engine.
test('a visitor answers a practice message wrong, reads why, then answers it right, in Spanish', async ({ driver }) => {
  const scenario = practiceScenario('es', 'wallet-support');
  await driver.open('/practice?lang=es');
  await driver.waitFor(mainHeading(t.heading));
  await pageRunning(driver);
  await driver.click({ role: 'link', name: scenario.title });
  await driver.waitFor(mainHeading(scenario.title));
  await pageRunning(driver);

  const question = { role: 'group', name: t.question } as const;
  await driver.click({ role: 'radio', name: scenario.wrongChoice.label, within: question });
  await driver.click({ role: 'button', name: t.check });
  const wrong = { role: 'region', name: t.wrong } as const;
  await driver.waitFor(wrong);
  expect(await driver.text(wrong)).toContain(scenario.wrongChoice.explanation);
  await driver.waitFor({ role: 'heading', name: t.ifItHappened, within: wrong });

  await driver.click({ role: 'link', name: t.tryAgain });
  await driver.waitFor(question);
  await pageRunning(driver);
  await driver.click({ role: 'radio', name: scenario.bestChoice.label, within: question });
  await driver.click({ role: 'button', name: t.check });
  const right = { role: 'region', name: t.right } as const;
  await driver.waitFor(right);
  expect(await driver.text(right)).toContain(scenario.bestChoice.explanation);
  await expectNoProblems(driver);
});
