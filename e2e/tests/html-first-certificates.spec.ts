import { expect, test } from '../support/test';
import { uniqueName } from '../support/accounts';
import { certificateTexts, passModulesThroughApi, registerNamedLearner } from '../support/certificates';
import { locales } from '../support/learning';
import { usePreferences } from '../support/preferences';

// Issue 42: with JavaScript off, on a phone, in both languages, a learner who earned the course
// certificate gets it (choosing how the name looks), makes it again with the other name format, anyone
// checks its code, and the learner withdraws it; every step is a real form or link the server answers.
test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });

const NAME = 'María José Núñez';

const words = {
  en: {
    initial: (name: string) => `First name and last initial: ${name}`,
    ready: 'Your certificate is ready',
    changeName: 'Change how your name looks',
    reissue: 'Make a new certificate',
    withdraw: 'Withdraw this certificate',
    confirm: 'Yes, withdraw it',
    keep: 'No, keep it',
    withdrawnDone: 'Your certificate is withdrawn',
    withdrawnNote: (code: string) => `You withdrew the certificate with code ${code}. It is no longer valid.`,
    withdrawnCheck: 'This certificate was withdrawn by the holder. It is no longer valid.',
  },
  es: {
    initial: (name: string) => `Nombre e inicial del apellido: ${name}`,
    ready: 'Su certificado está listo',
    changeName: 'Cambiar cómo aparece su nombre',
    reissue: 'Hacer un certificado nuevo',
    withdraw: 'Retirar este certificado',
    confirm: 'Sí, retirarlo',
    keep: 'No, conservarlo',
    withdrawnDone: 'Su certificado está retirado',
    withdrawnNote: (code: string) => `Usted retiró el certificado con el código ${code}. Ya no es válido.`,
    withdrawnCheck: 'Su titular retiró este certificado. Ya no es válido.',
  },
};

for (const locale of locales) {
  const c = { ...certificateTexts[locale], ...words[locale] };

  test(`${locale}, no JavaScript, phone: get the certificate, choose the name again, verify its code, withdraw it`, async ({ page, browser }) => {
    test.setTimeout(90_000);
    await usePreferences(page, { locale });
    await registerNamedLearner(page, NAME, uniqueName('cert-nojs'));
    await passModulesThroughApi(page.request, [1, 2, 3, 4, 5]);

    // Issue: the name choice is a real form posted to the page.
    await page.goto('/certificates');
    const course = page.getByRole('region', { name: c.course });
    await expect(course.getByText(c.earned)).toBeVisible();
    await course.getByRole('radio', { name: c.fullName(NAME) }).check();
    await course.getByRole('button', { name: c.get }).click();
    await expect(page).toHaveURL(/\/certificates\?kind=course&done=issued$/);
    await expect(page.getByRole('status').filter({ hasText: c.ready })).toBeVisible();
    const first = (await course.locator('.learning-certificate__code').textContent())!.trim();
    expect(first).toMatch(/^[2-9A-HJKMNP-TV-Z]{4}(-[2-9A-HJKMNP-TV-Z]{4}){3}$/);
    await expect(course.getByText(NAME, { exact: true })).toBeVisible();

    // Choose the name again: a link opens the choice, its post makes a new certificate with a new code.
    await course.getByRole('link', { name: c.changeName }).click();
    await course.getByRole('radio', { name: c.initial('María N.') }).check();
    await course.getByRole('button', { name: c.reissue }).click();
    await expect(page.getByRole('status').filter({ hasText: c.ready })).toBeVisible();
    await expect(course.getByText('María N.', { exact: true })).toBeVisible();
    const code = (await course.locator('.learning-certificate__code').textContent())!.trim();
    expect(code).not.toBe(first);

    // Anyone checks it with the GET form (a code typed in another shape goes to its own address).
    const visitor = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });
    const someone = await visitor.newPage();
    await usePreferences(someone, { locale });
    await someone.goto('/certificates/verify');
    await someone.getByLabel(c.codeLabel).fill('not a code');
    await someone.getByRole('button', { name: c.check }).click();
    await expect(someone.getByText(c.badFormat)).toBeVisible();
    await expect(someone.getByLabel(c.codeLabel)).toHaveValue('not a code');
    await someone.getByLabel(c.codeLabel).fill(code.toLowerCase().replaceAll('-', ' '));
    await someone.getByRole('button', { name: c.check }).click();
    await expect(someone).toHaveURL(new RegExp(`/certificates/verify/${code}$`));
    await expect(someone.getByRole('heading', { level: 2, name: c.valid })).toBeVisible();
    await expect(someone.getByText('María N.', { exact: true })).toBeVisible();

    // Withdraw: a link asks first; "No" keeps it, "Yes" is a real post.
    await course.getByRole('link', { name: c.withdraw }).click();
    await expect(page).toHaveURL(new RegExp(`/certificates\\?withdraw=${code}$`));
    await page.getByRole('link', { name: c.keep }).click();
    await expect(course.getByText(code, { exact: true })).toBeVisible();
    await course.getByRole('link', { name: c.withdraw }).click();
    await page.getByRole('button', { name: c.confirm }).click();
    await expect(page).toHaveURL(/\/certificates\?kind=course&done=withdrawn$/);
    await expect(page.getByRole('status').filter({ hasText: c.withdrawnDone })).toBeVisible();
    await expect(course.getByText(c.withdrawnNote(code))).toBeVisible();

    // The code now says it was withdrawn, with no name.
    await someone.goto(`/certificates/verify/${code}`);
    await expect(someone.getByText(c.withdrawnCheck)).toBeVisible();
    await expect(someone.getByText('María N.', { exact: true })).toHaveCount(0);
    await visitor.close();
  });
}
