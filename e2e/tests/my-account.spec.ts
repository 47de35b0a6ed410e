import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { accountTexts, type Language } from '../support/account-texts';
import { uniqueName } from '../support/accounts';
import { passModulesThroughApi, registerNamedLearner } from '../support/certificates';
import { mailsTo } from '../support/outbox';
import { usePreferences } from '../support/preferences';
import { phoneMenuButton } from '../support/menus';

// My account (issue 31, section 1) on a phone: change the name (get a certificate in it, withdraw the old one), change the email
// (the link from the outbox, then undo from the old address's mail), download the data, delete the account.
test.use({ viewport: { width: 375, height: 740 } });

const PASSWORD = 'Tortilla-Rio-Verde-84';

const words = {
  en: {
    menu: 'Menu', myAccount: 'My account', name: 'Name', saveName: 'Save name', nameSaved: 'Your name is saved',
    newNameOffer: 'You changed your name.', newNameButton: 'Get a certificate with my new name', valid: 'This certificate is valid.',
    oldName: 'In your old name', withdraw: 'Withdraw this certificate', withdrawQuestion: 'You cannot undo this.', confirmWithdraw: 'Yes, withdraw it',
    withdrawnToast: 'Your certificate is withdrawn', withdrawnNote: (code: string) => `You withdrew the certificate with code ${code}.`,
    newEmail: /^New email address/, password: 'Your password', sendLink: 'Send the link', pending: (email: string) => `We sent a link to ${email}.`,
    confirmSubject: 'Confirm your new email address', changedSubject: 'Your email address was changed',
    useEmail: 'Use this email address', emailChanged: 'Your email address is changed.', undo: 'Put my old email back', undone: 'Your old email address is back.',
    download: 'Download my data', deleteLink: 'Delete my account', erased: 'We erase your name, email and language.', deleteButton: 'Delete my account for good',
    deleted: 'Account deleted', withdrawn: 'This certificate was withdrawn by the holder. It is no longer valid.', verifyName: 'Name',
  },
  es: {
    menu: 'Menú', myAccount: 'Mi cuenta', name: 'Nombre', saveName: 'Guardar el nombre', nameSaved: 'Su nombre está guardado',
    newNameOffer: 'Usted cambió su nombre.', newNameButton: 'Pedir un certificado con mi nuevo nombre', valid: 'Este certificado es válido.',
    oldName: 'Con su nombre anterior', withdraw: 'Retirar este certificado', withdrawQuestion: 'No se puede deshacer.', confirmWithdraw: 'Sí, retirarlo',
    withdrawnToast: 'Su certificado está retirado', withdrawnNote: (code: string) => `Usted retiró el certificado con el código ${code}.`,
    newEmail: /^Nuevo correo electrónico/, password: 'Su contraseña', sendLink: 'Enviar el enlace', pending: (email: string) => `Enviamos un enlace a ${email}.`,
    confirmSubject: 'Confirme su nuevo correo electrónico', changedSubject: 'Se cambió su correo electrónico',
    useEmail: 'Usar este correo electrónico', emailChanged: 'Su correo electrónico ya cambió.', undo: 'Volver a poner mi correo anterior', undone: 'Su correo anterior volvió.',
    download: 'Descargar mis datos', deleteLink: 'Eliminar mi cuenta', erased: 'Borramos su nombre, su correo electrónico y su idioma.', deleteButton: 'Eliminar mi cuenta para siempre',
    deleted: 'Cuenta eliminada', withdrawn: 'Su titular retiró este certificado. Ya no es válido.', verifyName: 'Nombre',
  },
} as const;


/** The link of the newest mail to `to` with this subject. */
async function linkIn(to: string, subject: string): Promise<string> {
  await expect.poll(async () => (await mailsTo(to)).filter((mail) => mail.subject === subject).length).toBeGreaterThan(0);
  const mail = (await mailsTo(to)).filter((mail) => mail.subject === subject).at(-1)!;
  return /https?:\/\/\S+#token=\S+/.exec(mail.text)![0];
}

/** The account page, reached from the phone menu. */
async function openMyAccount(page: Page, language: Language) {
  await page.goto('/');
  await phoneMenuButton(page, words[language].menu).click();
  await page.getByRole('navigation', { name: words[language].menu }).getByRole('link', { name: words[language].myAccount }).click();
  await expect(page).toHaveURL('/account');
  await expect(page.getByRole('heading', { level: 1, name: words[language].myAccount })).toBeVisible();
}

async function logIn(page: Page, language: Language, username: string) {
  const t = accountTexts[language];
  await page.goto('/login');
  await page.getByLabel(t.username).fill(username);
  await page.getByLabel(t.password, { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: t.logIn }).click();
  await expect(page).toHaveURL('/');
}

for (const language of ['en', 'es'] as const) {
  test(`a learner changes name and email, downloads the data and deletes the account (${language})`, async ({ page }) => {
    const w = words[language];
    const main = page.getByRole('main');
    await usePreferences(page, { locale: language });
    const username = uniqueName('acct');
    const email = `${username}@example.org`;
    await registerNamedLearner(page, 'Rosa Delgado', username);
    await passModulesThroughApi(page.request, [1, 2, 3, 4, 5]);
    const issued = await page.request.post('/api/certificates', { headers: { 'X-Requested-With': 'fetch' }, data: { nameFormat: 'full' } });
    const oldCode = ((await issued.json()) as { certificates: { code: string }[] }).certificates[0]!.code;

    // Name: the account changes; the certificate keeps the old name until the learner asks for a new one.
    await openMyAccount(page, language);
    await expect(main.getByText(username, { exact: true })).toBeVisible();
    await page.getByLabel(w.name, { exact: true }).fill('Rosa María Delgado');
    await page.getByRole('button', { name: w.saveName }).click();
    // Said in the form (issue 42: Post/Redirect/Get to ?done=, the same with script or without).
    await expect(main.getByRole('status').filter({ hasText: w.nameSaved })).toBeVisible();
    await expect(page).toHaveURL('/account?done=name-saved');
    await page.goto('/certificates');
    await expect(page.getByText(w.newNameOffer)).toBeVisible();
    await expect(main.getByText('Rosa Delgado', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: w.newNameButton }).click();
    await expect(main.getByText('Rosa María Delgado', { exact: true })).toBeVisible();
    await expect(page.getByText(w.newNameOffer)).toHaveCount(0);

    // The old one is a record: still listed, in the old name, and its code still checks as valid.
    const oldOne = main.getByRole('group', { name: oldCode });
    await expect(oldOne.getByText(w.oldName)).toBeVisible();
    await expect(oldOne.getByText('Rosa Delgado', { exact: true })).toBeVisible();
    await page.goto(`/certificates/verify/${oldCode}`);
    await expect(page.getByText(w.valid)).toBeVisible();
    await expect(main.getByText('Rosa Delgado', { exact: true })).toBeVisible();

    // The learner withdraws it, asked first in the page (a link to the question, whose Yes is a real post:
    // issue 42); the page says so where the list is, and the list and its check say so, with no name.
    await page.goto('/certificates');
    await oldOne.getByRole('link', { name: w.withdraw }).click();
    const question = oldOne.getByRole('group', { name: w.withdraw });
    await expect(question).toBeFocused();
    await expect(question).toContainText(w.withdrawQuestion);
    await question.getByRole('button', { name: w.confirmWithdraw }).click();
    await expect(main.getByRole('status').filter({ hasText: w.withdrawnToast })).toBeVisible();
    await expect(page.locator('#learning-certificate-course')).toBeFocused();
    await expect(oldOne).toHaveCount(0);
    await expect(main.getByText(w.withdrawnNote(oldCode))).toBeVisible();
    await expect(main.getByText('Rosa María Delgado', { exact: true })).toBeVisible();
    await page.goto(`/certificates/verify/${oldCode}`);
    await expect(page.getByText(w.withdrawn)).toBeVisible();
    await expect(main.getByText(/Rosa/)).toHaveCount(0);

    // Email: the link from the outbox makes the change; the old address's mail undoes it.
    const newEmail = `${username}-new@example.org`;
    await page.goto('/account');
    await page.getByLabel(w.newEmail).fill(newEmail);
    await page.getByLabel(w.password, { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: w.sendLink }).click();
    // In the page (the toast's announcer, outside main, can say the same words at the same moment).
    await expect(main.getByRole('status').filter({ hasText: w.pending(newEmail) })).toBeVisible();
    await page.goto(await linkIn(newEmail, w.confirmSubject));
    await page.getByRole('button', { name: w.useEmail }).click();
    await expect(page.getByRole('main').getByRole('status').filter({ hasText: w.emailChanged })).toBeVisible();
    await page.goto('/account');
    await expect(main.getByText(newEmail, { exact: true })).toBeVisible();
    await page.goto(await linkIn(email, w.changedSubject));
    await page.getByRole('button', { name: w.undo }).click();
    await expect(page.getByRole('status').filter({ hasText: w.undone })).toBeVisible();
    // Undoing signs every device out.
    await page.goto('/account');
    await expect(page).toHaveURL(/\/login/);

    // Download: one JSON file with the account's data.
    await logIn(page, language, username);
    await page.goto('/account');
    await expect(main.getByText(email, { exact: true })).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: w.download }).click()]);
    expect(download.suggestedFilename()).toBe('my-data.json');
    const data = JSON.parse(await (await import('node:fs/promises')).readFile((await download.path())!, 'utf8')) as { profile: { username: string; name: string } };
    expect(data.profile).toMatchObject({ username, name: 'Rosa María Delgado' });

    // Delete: what goes is said first; then the certificate's check says withdrawn, with no name.
    const current = (await (await page.request.get('/api/certificates')).json()) as { certificates: { code: string }[] };
    const code = current.certificates[0]!.code;
    expect(code).not.toBe(oldCode);
    await page.getByRole('link', { name: w.deleteLink }).click();
    await expect(page.getByText(w.erased)).toBeVisible();
    await page.getByLabel(w.password, { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: w.deleteButton }).click();
    await expect(page).toHaveURL('/account/delete?done=deleted');
    await expect(main.getByRole('status').filter({ hasText: w.deleted })).toBeVisible();
    await page.goto(`/certificates/verify/${code}`);
    await expect(page.getByText(w.withdrawn)).toBeVisible();
    await expect(main.getByText(/Rosa/)).toHaveCount(0);
    // The one the learner withdrew still says so, and keeps no name either.
    await page.goto(`/certificates/verify/${oldCode}`);
    await expect(page.getByText(w.withdrawn)).toBeVisible();
    await expect(main.getByText(/Rosa/)).toHaveCount(0);
  });
}

test('the name can be changed with the keyboard only', async ({ page }) => {
  await usePreferences(page, { locale: 'en' });
  const username = uniqueName('acctkey');
  await registerNamedLearner(page, 'Keys Only', username);
  await page.goto('/account');
  const name = page.getByLabel('Name', { exact: true });
  await expect(name).toHaveValue('Keys Only');
  for (let i = 0; i < 40 && !(await name.evaluate((input) => input === document.activeElement)); i += 1) await page.keyboard.press('Tab');
  await expect(name).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Keys Only Person');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: words.en.nameSaved })).toBeVisible();
  await expect(page.locator('.account-facts dd').first()).toHaveText('Keys Only Person');
});
