import type { APIRequest, APIRequestContext, Browser, BrowserContextOptions, Locator } from '@playwright/test';
import { quizAnswerKeys } from '@reentry/content/quiz-answers';
import { expect, test } from '../support/test';
import { accountTexts } from '../support/account-texts';
import { uniqueName } from '../support/accounts';
import { axeViolations, describeViolations } from '../support/axe';
import { certificateTexts } from '../support/certificates';
import { addToRoster, enterPaperSheet, newInstructor } from '../support/instructor';
import { learningTexts, locales, type Locale } from '../support/learning';
import { usePreferences } from '../support/preferences';

// Issue 41, section 3: a person on an instructor's roster, whose paper sheets from class were entered
// for them, claims the work with the take-home card's code at /claim on a phone, after making an account
// there with no email; the modules, scores and certificate are then theirs, and anyone can verify it.

const words = {
  en: {
    cardsTitle: 'Claim cards', make: 'Make the cards', ready: '1 card is ready. Print them now: the codes are not shown again.', print: 'Print the cards',
    claimTitle: 'Bring your class work into your account', makeAccount: 'Make an account', code: 'Code from your card', add: 'Add my class work',
    claimed: 'Your class work is in your account', toModules: 'See my modules', wrongCode: 'That code does not work. Check it, or ask your instructor for a new card.',
    cardField: 'Code from your card (optional)', score100: 'Score: 100%', onPaper: 'On a paper answer sheet in class',
  },
  es: {
    cardsTitle: 'Tarjetas para reclamar', make: 'Hacer las tarjetas', ready: '1 tarjeta está lista. Imprímalas ahora: los códigos no se muestran otra vez.', print: 'Imprimir las tarjetas',
    claimTitle: 'Pase su trabajo de la clase a su cuenta', makeAccount: 'Crear una cuenta', code: 'Código de su tarjeta', add: 'Agregar mi trabajo de la clase',
    claimed: 'Su trabajo de la clase ya está en su cuenta', toModules: 'Ver mis módulos', wrongCode: 'Ese código no funciona. Revíselo, o pida una tarjeta nueva a su instructor.',
    cardField: 'Código de su tarjeta (opcional)', score100: 'Puntaje: 100 %', onPaper: 'En una hoja de respuestas en papel, en la clase',
  },
} as const;

/** The card tells the person where to go, in both languages: this site's public address (PUBLIC_URL), /claim. */
async function expectSiteAddress(card: Locator) {
  const claimPage = new URL('/claim', process.env.E2E_BASE_URL);
  const address = `${claimPage.host}${claimPage.pathname}`;
  await expect(card.locator('[lang="en"] li').first()).toHaveText(`Go to ${address}`);
  await expect(card.locator('[lang="es"] li').first()).toHaveText(`Vaya a ${address}`);
}

/** Modules 1 to 5 passed on paper for a roster person (every answer right), as the instructor typed them in. */
async function passOnPaper(request: APIRequestContext, rosterId: number) {
  for (const moduleId of [1, 2, 3, 4, 5]) {
    await enterPaperSheet(request, { rosterId, moduleId, answers: quizAnswerKeys.en.find((key) => key.moduleId === moduleId)!.answers.map((answer) => answer.correctAnswer) });
  }
}

/**
 * A new instructor of their own (a roster no other test touches), signed in on a context of their own, with one
 * person who passed modules 1 to 5 on paper.
 */
async function classWithPaperWork(browser: Browser, playwright: { request: APIRequest }, locale: Locale, options: BrowserContextOptions = {}) {
  const teacher = await browser.newContext(options);
  const teacherPage = await teacher.newPage();
  await usePreferences(teacherPage, { locale });
  const admin = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
  await newInstructor(teacherPage.request, admin);
  await admin.dispose();
  const personName = `Luis ${uniqueName('r')}`;
  const [person] = await addToRoster(teacherPage.request, [personName]);
  await passOnPaper(teacherPage.request, person!);
  return { teacher, teacherPage, personName };
}

for (const locale of locales) {
  const w = words[locale];
  const a = accountTexts[locale];
  const c = certificateTexts[locale];
  test(`${locale}: the instructor prints a claim card; the person makes an account at /claim on a phone, claims the paper work, and gets a certificate anyone can verify`, async ({ browser, playwright }) => {
    test.setTimeout(120_000);
    const { teacher, teacherPage, personName } = await classWithPaperWork(browser, playwright, locale);

    // The instructor's claim cards: the person is ticked (no card yet); one press makes the card to print.
    await teacherPage.goto('/instructor/claim-cards');
    await expect(teacherPage.getByRole('heading', { level: 1, name: w.cardsTitle })).toBeVisible();
    await expect(teacherPage.getByRole('checkbox', { name: personName })).toBeChecked();
    await teacherPage.getByRole('button', { name: w.make }).click();
    await expect(teacherPage.getByRole('status').filter({ hasText: w.ready })).toHaveText(w.ready);
    const card = teacherPage.getByRole('article', { name: personName });
    const code = (await card.locator('.claim-card__code').textContent())!.trim();
    expect(code).toMatch(/^[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}$/);
    // Both languages on every card, whatever the page's language, and the site's own address.
    await expect(card.locator('[lang="en"]')).toContainText('Type the code at the top of this card.');
    await expect(card.locator('[lang="es"]')).toContainText('Escriba el código que está arriba en esta tarjeta.');
    await expectSiteAddress(card);
    expect(describeViolations(await axeViolations(teacherPage))).toEqual([]);
    await teacherPage.emulateMedia({ media: 'print' });
    await expect(teacherPage.getByRole('button', { name: w.print })).toBeHidden();
    await expect(card).toBeVisible();
    await teacherPage.emulateMedia({ media: 'screen' });
    await teacher.close();

    // The person, on a phone: /claim, then an account with no email, made with the card's code.
    const phone = await browser.newContext({ viewport: { width: 375, height: 740 } });
    const page = await phone.newPage();
    await usePreferences(page, { locale });
    await page.goto('/claim');
    await expect(page.getByRole('heading', { level: 1, name: w.claimTitle })).toBeVisible();
    await page.getByRole('link', { name: w.makeAccount }).click();
    await page.getByLabel(a.username, { exact: true }).fill(uniqueName('luis'));
    await page.getByLabel(a.name, { exact: true }).fill(personName);
    const typePasswords = async () => {
      await page.getByLabel(a.password, { exact: true }).fill('Tortilla-Rio-Verde-84');
      await page.getByLabel(a.confirm, { exact: true }).fill('Tortilla-Rio-Verde-84');
    };
    await typePasswords();
    // A typing mistake first: said at the code, no account made, what was typed kept (never the passwords).
    await page.getByLabel(w.cardField).fill('AAAA-BBBB-CCCC');
    await page.getByRole('button', { name: a.signUp, exact: true }).click();
    await expect(page.getByText(w.wrongCode)).toBeVisible();
    await expect(page.getByLabel(a.name, { exact: true })).toHaveValue(personName);
    await page.getByLabel(w.cardField).fill(code.toLowerCase());
    await typePasswords();
    await page.getByRole('button', { name: a.signUp, exact: true }).click();
    await expect(page).toHaveURL(/\/claim\?done=claimed$/);
    await expect(page.getByRole('status').filter({ hasText: w.claimed })).toBeVisible();
    expect(describeViolations(await axeViolations(page))).toEqual([]);

    // The modules passed on paper are theirs now, with their scores.
    await page.getByRole('link', { name: w.toModules }).click();
    await expect(page.getByText(learningTexts[locale].summary(5, 100))).toBeVisible();
    await expect(page.getByText(w.score100)).toHaveCount(5);
    // Each attempt says it was a paper sheet from class.
    await page.goto('/modules/1?tab=quiz');
    await expect(page.getByText(w.onPaper)).toHaveCount(1);

    // So is the certificate, and anyone can verify it.
    await page.goto('/certificates');
    const course = page.getByRole('region', { name: c.course });
    await course.getByRole('radio', { name: c.fullName(personName) }).check();
    await course.getByRole('button', { name: c.get }).click();
    const certificate = (await course.locator('.learning-certificate__code').textContent())!.trim();
    const verify = await page.request.get(`/certificates/verify/${certificate}`);
    expect(verify.status()).toBe(200);
    await page.goto(`/certificates/verify/${certificate}`);
    await expect(page.getByRole('heading', { level: 2, name: c.valid })).toBeVisible();
    await expect(page.getByRole('main').getByText(personName, { exact: true })).toBeVisible();

    // The same code again from this account (a second press, an answer lost on the way): said again, nothing moved twice.
    await page.goto('/claim');
    await page.getByLabel(w.code).fill(code);
    await page.getByRole('button', { name: w.add }).click();
    await expect(page.getByRole('status').filter({ hasText: w.claimed })).toBeVisible();
    await page.goto('/modules');
    await expect(page.getByText(learningTexts[locale].summary(5, 100))).toBeVisible();
    await phone.close();
  });
}

test.describe('without JavaScript, at 375 px', () => {
  for (const locale of locales) {
    const w = words[locale];
    test(`${locale}: the instructor makes the card, and a learner with an account claims the work at /claim`, async ({ browser, playwright }) => {
      test.setTimeout(90_000);
      const noScript = { javaScriptEnabled: false, viewport: { width: 375, height: 740 } };
      const { teacher, teacherPage, personName } = await classWithPaperWork(browser, playwright, locale, noScript);
      await teacherPage.goto('/instructor/claim-cards');
      await teacherPage.getByRole('button', { name: w.make }).click();
      await expect(teacherPage.getByRole('status').filter({ hasText: w.ready })).toBeVisible();
      const card = teacherPage.getByRole('article', { name: personName });
      const code = (await card.locator('.claim-card__code').textContent())!.trim();
      // Rendered by the server, the card still names the site's address (never the renderer's own).
      await expectSiteAddress(card);
      await teacher.close();

      const phone = await browser.newContext(noScript);
      const page = await phone.newPage();
      await usePreferences(page, { locale });
      const username = uniqueName('luis');
      const made = await page.request.post('/api/auth/register', {
        headers: { 'X-Requested-With': 'fetch' },
        data: { username, name: personName, email: `${username}@example.org`, password: 'Tortilla-Rio-Verde-84' },
      });
      expect(made.status(), await made.text()).toBe(201);
      await page.goto('/claim');
      await page.getByLabel(w.code).fill(` ${code.toLowerCase()} `);
      await page.getByRole('button', { name: w.add }).click();
      await expect(page).toHaveURL(/\/claim\?done=claimed$/);
      await expect(page.getByRole('status').filter({ hasText: w.claimed })).toBeVisible();
      await page.goto('/modules');
      await expect(page.getByText(learningTexts[locale].summary(5, 100))).toBeVisible();
      await phone.close();
    });
  }
});
