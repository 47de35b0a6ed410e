import type { Browser, Page } from '@playwright/test';
import { getModule } from '@reentry/content/modules';
import { expect, test } from '../support/test';
import { accountTexts } from '../support/account-texts';
import { demoPassword, uniqueName } from '../support/accounts';
import { apiLogIn } from '../support/instructor';
import { learningTexts, locales, quizFor, registerLearner, type Locale } from '../support/learning';
import { hydrated, touchPage, usePreferences } from '../support/preferences';

// Issue 31, "Continuity", on a phone in both languages: the learner's own attempts on the module page, one
// next step on the home page and /modules, and the class a learner joined with a code.
test.use({ viewport: { width: 375, height: 740 } });

const words = {
  en: {
    nextHeading: 'Pick up where you left off',
    reading: (section: string, module: string) => `You were reading “${section}” in ${module}.`,
    keepReading: 'Keep reading',
    retry: (module: string) => `You have not passed the quiz for ${module} yet. You can take it again.`,
    retryLink: 'Take the quiz again',
    start: (module: string) => `Next up: ${module}.`,
    startLink: 'Start the module',
    attempts: 'Your quiz attempts',
    notPassed: 'Not passed',
    passed: 'Passed',
    rightAnswer: 'Right answer:',
    allRight: 'You got every question right.',
    contactLabel: 'Contact line',
    saveContact: 'Save contact line',
    saved: 'Saved. Your students see this line on their account page.',
    contactLine: 'Ask Ms. Lee at the Tuesday class',
    joined: "You joined Demo Instructor’s class.",
    inClass: "You are in Demo Instructor’s class.",
    leave: 'Leave this class',
    confirmLeave: 'Yes, leave the class',
    left: 'You left the class',
    noClass: 'You are not in a class.',
    myClass: 'My class',
    classCode: 'Class code (optional)',
  },
  es: {
    nextHeading: 'Siga donde se quedó',
    reading: (section: string, module: string) => `Estaba leyendo «${section}» en ${module}.`,
    keepReading: 'Seguir leyendo',
    retry: (module: string) => `Todavía no aprobó el examen de ${module}. Puede hacerlo otra vez.`,
    retryLink: 'Hacer el examen otra vez',
    start: (module: string) => `Lo siguiente: ${module}.`,
    startLink: 'Empezar el módulo',
    attempts: 'Sus intentos del examen',
    notPassed: 'No aprobado',
    passed: 'Aprobado',
    rightAnswer: 'Respuesta correcta:',
    allRight: 'Contestó bien todas las preguntas.',
    contactLabel: 'Línea de contacto',
    saveContact: 'Guardar la línea de contacto',
    saved: 'Guardado. Sus estudiantes ven esta línea en la página de su cuenta.',
    contactLine: 'Pregunte a la Sra. Lee en la clase del martes',
    joined: 'Se unió a la clase de Demo Instructor.',
    inClass: 'Está en la clase de Demo Instructor.',
    leave: 'Salir de esta clase',
    confirmLeave: 'Sí, salir de la clase',
    left: 'Salió de la clase',
    noClass: 'No está en ninguna clase.',
    myClass: 'Mi clase',
    classCode: 'Código de clase (opcional)',
  },
} as const;

const nextStep = (page: Page, locale: Locale) => page.getByRole('region', { name: words[locale].nextHeading });

/** Module 1's quiz: the first `wrong` answers wrong, the rest right. */
async function takeQuiz(page: Page, locale: Locale, wrong: number) {
  const t = learningTexts[locale];
  const questions = quizFor(1, locale);
  await page.getByRole('link', { name: t.startQuiz }).click();
  for (const [index, question] of questions.entries()) {
    await page.getByRole('radiogroup', { name: question.text }).getByRole('radio', { name: index < wrong ? question.wrong : question.right, exact: true }).check();
    await page.getByRole('button', { name: index === questions.length - 1 ? t.submitQuiz : t.nextQuestion }).click();
  }
}

for (const locale of locales) {
  const t = learningTexts[locale];
  const w = words[locale];
  const module1 = getModule(locale, 1)!;
  const section = module1.content.sections[2]!;

  test(`${locale}: a learner reads, fails the quiz, retries; the module lists both attempts and the next step follows`, async ({ page }) => {
    test.setTimeout(120_000);
    await usePreferences(page, { locale });
    await registerLearner(page);

    await page.goto('/');
    await expect(nextStep(page, locale)).toContainText(w.start(module1.title));

    // Reading (the page runs its code at the reader's first touch): the section whose heading reaches the
    // top of the screen is kept on the server.
    await page.goto('/modules/1');
    await touchPage(page);
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/users/last-read') && (request.postData() ?? '').includes(`"${section.id}"`));
    await page.getByRole('heading', { level: 2, name: section.title }).evaluate((heading) => heading.scrollIntoView({ block: 'start' }));
    await (await sent).response();

    await page.goto('/');
    await expect(nextStep(page, locale)).toContainText(w.reading(section.title, module1.title));
    await nextStep(page, locale).getByRole('link', { name: w.keepReading }).click();
    await expect(page).toHaveURL(`/modules/1#${section.id}`);
    await expect(page.getByRole('heading', { level: 2, name: section.title })).toBeFocused();

    // A failed attempt: the module page lists it with the missed question and its right answer.
    await page.goto('/modules/1?tab=quiz');
    await takeQuiz(page, locale, 2);
    await expect(page.getByText(t.scored(60), { exact: true })).toBeVisible();
    const attempts = page.getByRole('region', { name: w.attempts });
    const first = quizFor(1, locale)[0]!;
    await expect(attempts.getByRole('listitem').first()).toContainText(w.notPassed);
    await expect(attempts).toContainText(first.text);
    await expect(attempts).toContainText(`${w.rightAnswer} ${first.right}`);

    await page.goto('/modules');
    await expect(nextStep(page, locale)).toContainText(w.retry(module1.title));
    await page.goto('/');
    await nextStep(page, locale).getByRole('link', { name: w.retryLink }).click();
    await expect(page).toHaveURL('/modules/1?tab=quiz');
    await takeQuiz(page, locale, 0);
    await expect(page.getByText(t.passedScored(100), { exact: true })).toBeVisible();

    // Both attempts, newest first; after a reload too (the server's HTML has them).
    await page.reload();
    const items = page.getByRole('region', { name: w.attempts }).locator('.learning-attempts__item');
    await expect(items).toHaveCount(2);
    await expect(items.nth(0)).toContainText(w.passed);
    await expect(items.nth(0)).toContainText(w.allRight);
    await expect(items.nth(1)).toContainText(w.notPassed);
    await expect(items.nth(1)).toContainText(`${w.rightAnswer} ${first.right}`);

    const module2 = getModule(locale, 2)!.title;
    await page.goto('/modules');
    await expect(nextStep(page, locale)).toContainText(w.start(module2));
    await page.goto('/');
    await expect(nextStep(page, locale)).toContainText(w.start(module2));
    await expect(nextStep(page, locale).getByRole('link', { name: w.startLink })).toHaveAttribute('href', '/modules/2');
  });
}

/** A fresh phone for the learner, in their language. */
async function phone(browser: Browser, locale: Locale) {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const page = await context.newPage();
  await usePreferences(page, { locale });
  return page;
}

// One after the other: both languages set the demo instructor's one contact line.
test.describe.serial('my class', () => {
  for (const locale of locales) {
    const w = words[locale];
    const a = accountTexts[locale];

    test(`${locale}: a learner joins with a class code, sees whose class and the contact line, then leaves the class`, async ({ page, browser }) => {
      test.setTimeout(120_000);
      await usePreferences(page, { locale });
      await apiLogIn(page.request, 'instructor', demoPassword());
      await page.goto('/instructor?tab=codes');
      await page.getByLabel(w.contactLabel, { exact: true }).fill(w.contactLine);
      await page.getByRole('button', { name: w.saveContact }).click();
      await expect(page.getByText(w.saved)).toBeAttached();
      const made = await page.request.post('/api/instructor/class-codes', { data: { maxSignups: 2, hours: 1 }, headers: { 'X-Requested-With': 'fetch' } });
      const { code } = (await made.json()) as { code: string };

      const learner = await phone(browser, locale);
      const username = uniqueName('classmate');
      await learner.goto(`/signup?class=${code}`);
      await hydrated(learner);
      await expect(learner.getByLabel(w.classCode)).toHaveValue(code);
      await learner.getByLabel(a.username, { exact: true }).fill(username);
      await learner.getByLabel(a.name, { exact: true }).fill('Class Mate');
      await learner.getByLabel(a.email, { exact: true }).fill(`${username}@example.org`);
      await learner.getByLabel(a.password, { exact: true }).fill('sunny-garden-42');
      await learner.getByLabel(a.confirm, { exact: true }).fill('sunny-garden-42');
      await learner.getByRole('button', { name: a.signUp }).click();
      const toasts = learner.getByRole('region', { name: locale === 'en' ? 'Notifications' : 'Notificaciones' });
      await expect(toasts).toContainText(a.accountCreated);
      await expect(toasts).toContainText(w.joined);
      await expect(toasts).toContainText(w.contactLine);

      await learner.goto('/account');
      const myClass = learner.getByRole('region', { name: w.myClass });
      await expect(myClass).toContainText(w.inClass);
      await expect(myClass).toContainText(w.contactLine);
      // A link to the question, whose Yes is a form (issue 42): what happened is said in the section, with focus.
      await myClass.getByRole('link', { name: w.leave }).click();
      await myClass.getByRole('button', { name: w.confirmLeave }).click();
      await expect(myClass.getByRole('status')).toHaveText(w.left);
      await expect(myClass.getByRole('status')).toBeFocused();
      await expect(myClass).toContainText(w.noClass);

      // The instructor no longer sees them.
      const students = (await (await page.request.get('/api/instructor/students')).json()) as { name: string; email: string }[];
      expect(students.map((student) => student.email)).not.toContain(`${username}@example.org`);
      await learner.context().close();
    });
  }
});
