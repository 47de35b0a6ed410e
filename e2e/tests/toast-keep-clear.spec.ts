import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { accountTexts } from '../support/account-texts';
import { learnerAccount, signInOnTablet } from '../support/kiosk';
import { usePreferences } from '../support/preferences';
import { phoneMenuButton } from '../support/menus';

// Issue 39: a notification never covers what the learner needs on a phone: the "pick up where you left off"
// card they land on after signing in, and the menu they open (its account part: their pages and Log out).
test.use({ viewport: { width: 375, height: 667 } });

const words = {
  en: { menu: 'Menu', next: 'Pick up where you left off', start: 'Start the module', signedIn: 'Login successful', region: 'Notifications' },
  es: { menu: 'Menú', next: 'Siga donde se quedó', start: 'Empezar el módulo', signedIn: 'Sesión iniciada', region: 'Notificaciones' },
} as const;

interface Seen {
  name: string;
  /** A press at its middle reaches it (nothing drawn over it there). */
  pressable: boolean;
  /** Wholly in the window and above the notification. */
  clear: boolean;
}

/**
 * One look, in one go while the notification shows (it goes after 5 s): each target in the window, and
 * whether the notification was there at all (else the look proves nothing).
 */
async function look(targets: Locator, toast: Locator): Promise<{ toastShown: boolean; seen: Seen[] }> {
  const toastHandle = await toast.elementHandle();
  const seen = await targets.evaluateAll((elements, shown) => {
    const toastTop = shown?.isConnected ? shown.getBoundingClientRect().top : window.innerHeight;
    return {
      toastShown: Boolean(shown?.isConnected),
      seen: elements
        .map((element) => ({ element, box: element.getBoundingClientRect() }))
        .filter(({ box }) => box.height > 0 && box.top >= 0 && box.top < window.innerHeight)
        .map(({ element, box }) => {
          const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          return { name: element.textContent?.trim() ?? '', pressable: hit !== null && element.contains(hit), clear: box.bottom <= Math.min(toastTop, window.innerHeight) };
        }),
    };
  }, toastHandle);
  return seen;
}

async function signIn(page: Page, locale: 'en' | 'es') {
  const learner = await learnerAccount('Toast');
  await usePreferences(page, { locale });
  await page.goto('/login');
  await signInOnTablet(page, learner, accountTexts[locale]);
  const toast = page.getByRole('region', { name: words[locale].region }).getByRole('listitem');
  await expect(toast).toContainText(words[locale].signedIn);
  return toast;
}

for (const locale of ['en', 'es'] as const) {
  const w = words[locale];

  test(`the sign-in notification leaves the "pick up where you left off" card in sight on a phone: ${locale}`, async ({ page }) => {
    const toast = await signIn(page, locale);
    // The pointer resting on the notification holds it (Radix pauses its 5 s) while the home page loads the card.
    await toast.hover();
    await expect(page).toHaveURL(/\/$/);
    const card = page.getByRole('region', { name: w.next });
    const start = card.getByRole('link', { name: w.start });
    await expect(start).toBeVisible();
    await expect(toast).toBeVisible();
    await expect.poll(() => look(start, toast)).toEqual({ toastShown: true, seen: [{ name: w.start, pressable: true, clear: true }] });
    await expect(card.getByRole('heading', { name: w.next })).toBeInViewport();
  });

  test(`the menu opened while a notification shows is not covered by it on a phone: ${locale}`, async ({ page }) => {
    const toast = await signIn(page, locale);
    await expect(page).toHaveURL(/\/$/);
    await phoneMenuButton(page, w.menu).click();
    const menu = page.getByRole('navigation', { name: w.menu });
    const logOut = menu.getByRole('button', { name: accountTexts[locale].logOut });
    await logOut.scrollIntoViewIfNeeded();
    // Every link of the menu in the window, and its Log out, can be pressed where they are shown.
    const { toastShown, seen } = await look(menu.locator('a, button'), toast);
    expect(toastShown).toBe(true);
    expect(seen.filter((control) => !control.pressable)).toEqual([]);
    expect(seen.map((control) => control.name)).toContain(accountTexts[locale].logOut);
  });
}
