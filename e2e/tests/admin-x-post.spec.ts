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
    const text = page.getByLabel(w.post);
    // Share to X is a link to X's post page (a new tab); a disabled button when there is nothing to share or too much.
    const share = page.getByRole('link', { name: w.share });
    const cannotShare = page.getByRole('button', { name: w.share });
    const toast = page.getByRole('region', { name: /Notifications|Notificaciones/ }).getByRole('listitem');

    await expect(text).toHaveValue(new RegExp(`^${w.first}`));
    await page.getByLabel(w.kind).selectOption('impact');
    await expect(text).toHaveValue(new RegExp(`^${w.impact}`));
    await expect(page.getByRole('button', { name: /^(Template|Plantilla) \d$/ })).toHaveCount(3);
    await page.getByLabel(w.kind).selectOption('custom');
    await expect(text).toHaveValue('');
    await expect(cannotShare).toBeDisabled();
    await expect(share).toHaveCount(0);

    await expect(page.getByRole('button', { name: new RegExp(`^${w.add} #`) })).toHaveCount(10);
    await page.getByRole('button', { name: `${w.add} ${w.tag}` }).click();
    await expect(text).toHaveValue(w.tag);
    await expect(share).toBeVisible();

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
    await expect(cannotShare).toBeDisabled();

    await text.fill('Learn money skills & more #Reentry');
    await expect(page.locator('.admin-counter')).not.toHaveClass(/admin-counter--over/);
    // X itself cannot be reached from here: the link's address, and that it opens a new tab with no way back to this one.
    await expect(share).toHaveAttribute('href', 'https://x.com/intent/post?text=Learn%20money%20skills%20%26%20more%20%23Reentry');
    await expect(share).toHaveAttribute('target', '_blank');
    await expect(share).toHaveAttribute('rel', 'noopener noreferrer');

    await page.getByRole('button', { name: w.copy, exact: true }).click();
    await expect(toast).toContainText(w.copied.split(' - ')[0]!);
    await expect(toast).toContainText(w.copied.split(' - ')[1]!);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('Learn money skills & more #Reentry');
  });
}
