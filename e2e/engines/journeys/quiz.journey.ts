import { uniqueName } from '../../support/accounts';
import { learningTexts, quizFor } from '../../support/learning';
import { expect, test } from '../fixtures';
import { expectNoProblems, expectSoon, mainHeading, pageRunning, registerInPage } from './steps';

const t = learningTexts.es;

// A learner in Spanish takes module 1's quiz and passes it: each question a form (issue 42), the result in
// the spec's words ("Module completed! You scored 100%. Great job!"), and the progress kept by the server
// (a page loaded afresh counts the module).
test('a learner takes the quiz of module 1 in Spanish and passes; the progress is saved', async ({ driver }) => {
  await driver.open('/?lang=es');
  await pageRunning(driver);
  const username = uniqueName('engquiz');
  // The account comes through the API (the sign-up form has its own journey); the browser keeps the session.
  await registerInPage(driver, username, 'Quiz Tester');

  // The learner reads the quiz's introduction first (presses at `load` have journeys of their own).
  await driver.open('/modules/1?tab=quiz');
  await driver.waitFor(mainHeading(t.moduleTitles[1]));
  await pageRunning(driver);
  await driver.click({ role: 'link', name: t.startQuiz });
  const questions = quizFor(1, 'es');
  for (const [index, question] of questions.entries()) {
    await driver.waitFor({ role: 'heading', name: t.question(index + 1, questions.length) });
    await driver.click({ role: 'radio', name: question.right, within: { role: 'radiogroup', name: question.text } });
    await expectSoon(() => driver.count({ role: 'radio', name: question.right, checked: true }), 1, `answer ${index + 1} chosen`);
    await driver.click({ role: 'button', name: index === questions.length - 1 ? t.submitQuiz : t.nextQuestion });
  }
  await driver.waitFor({ text: t.passedScored(100) });
  await driver.waitFor({ text: t.moduleCompleted });

  await driver.open('/');
  await driver.waitFor({ text: t.summary(1, 20) });
  await driver.open('/modules');
  await driver.waitFor({ text: t.reviewModule });
  await expectNoProblems(driver);
});
