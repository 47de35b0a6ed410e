import { expect, test } from '../support/test';
import { openDashboard } from '../support/admin';

const words = {
  en: { kind: 'Kind of post', post: 'Your post', share: 'Share to X', copy: 'Copy', tooLong: 'Character limit exceeded - Adding this hashtag would exceed the 280 character limit', copied: 'Copied to clipboard - Your post has been copied and is ready to share', add: 'Add', first: 'Coming home after prison', impact: '2 in 3 incarcerated people', tag: '#Reentry' },
  es: { kind: 'Tipo de post', post: 'Su post', share: 'Compartir en X', copy: 'Copiar', tooLong: 'Límite de caracteres superado - Agregar este hashtag superaría el límite de 280 caracteres', copied: 'Copiado al portapapeles - Su post se copió y está listo para compartir', add: 'Agregar', first: 'Volver a casa después de prisión', impact: '2 de cada 3 personas presas', tag: '#Reinserción' },
};

for (const locale of ['en', 'es'] as const) {
  test(`the X post generator follows every rule: ${locale}`, async ({ page, context }) => {
    const w = words[locale];
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openDashboard(page, '/admin?tab=x-post-generator', locale);
    // Opening X itself cannot be reached from here: record the URL the page asks for.
    await page.evaluate(() => {
      (window as unknown as { opened: string[] }).opened = [];
      window.open = ((url: string) => ((window as unknown as { opened: string[] }).opened.push(url), null)) as typeof window.open;
    });
    const text = page.getByLabel(w.post);
    const share = page.getByRole('button', { name: w.share });
    const toast = page.getByRole('region', { name: /Notifications|Notificaciones/ }).getByRole('listitem');

    await expect(text).toHaveValue(new RegExp(`^${w.first}`));
    await page.getByLabel(w.kind).selectOption('impact');
    await expect(text).toHaveValue(new RegExp(`^${w.impact}`));
    await expect(page.getByRole('button', { name: /^(Template|Plantilla) \d$/ })).toHaveCount(3);
    await page.getByLabel(w.kind).selectOption('custom');
    await expect(text).toHaveValue('');
    await expect(share).toBeDisabled();

    await expect(page.getByRole('button', { name: new RegExp(`^${w.add} #`) })).toHaveCount(10);
    await page.getByRole('button', { name: `${w.add} ${w.tag}` }).click();
    await expect(text).toHaveValue(w.tag);
    await expect(share).toBeEnabled();

    // 271 + " #Reentry" would be 281 with the space for #Reinserción too: refused with the destructive toast.
    await text.fill('a'.repeat(280 - w.tag.length));
    await page.getByRole('button', { name: `${w.add} ${w.tag}` }).click();
    await expect(text).toHaveValue('a'.repeat(280 - w.tag.length));
    await expect(toast).toContainText(w.tooLong.split(' - ')[0]!);
    await expect(toast).toContainText(w.tooLong.split(' - ')[1]!);
    await text.fill('a'.repeat(279 - w.tag.length));
    await page.getByRole('button', { name: `${w.add} ${w.tag}` }).click();
    await expect(text).toHaveValue(`${'a'.repeat(279 - w.tag.length)} ${w.tag}`);

    await text.fill('a'.repeat(281));
    await expect(page.locator('.admin-counter')).toHaveClass(/admin-counter--over/);
    await expect(page.locator('.admin-counter')).toHaveCSS('color', 'rgb(179, 38, 30)');
    await expect(share).toBeDisabled();

    await text.fill('Learn money skills & more #Reentry');
    await expect(page.locator('.admin-counter')).not.toHaveClass(/admin-counter--over/);
    await share.click();
    expect(await page.evaluate(() => (window as unknown as { opened: string[] }).opened)).toEqual(['https://x.com/intent/tweet?text=Learn%20money%20skills%20%26%20more%20%23Reentry']);

    await page.getByRole('button', { name: w.copy, exact: true }).click();
    await expect(toast).toContainText(w.copied.split(' - ')[0]!);
    await expect(toast).toContainText(w.copied.split(' - ')[1]!);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('Learn money skills & more #Reentry');
  });
}
