import { expect, type Page } from '@playwright/test';
import { inPageChecks } from './a11y-in-page';
import { axeViolations } from './axe';

export { AXE_TAGS } from './axe';

/** WCAG 1.4.12 text spacing, as a user's style sheet would apply it. */
const TEXT_SPACING = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
p { margin-bottom: 2em !important; }`;

export interface CheckOptions {
  /** The page's language; text in the other language must carry a `lang` attribute. */
  locale: 'en' | 'es';
  /** How many Tab presses to walk through at most (the page's focusable elements). */
  maxTabs?: number;
}

async function axeProblems(page: Page): Promise<string[]> {
  return (await axeViolations(page)).map((v) => `axe ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Walks the page with Tab: each focused element must show its focus and not be hidden behind anything. */
async function focusProblems(page: Page, maxTabs: number): Promise<string[]> {
  const problems: string[] = [];
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  const seen = new Set<string>();
  for (let i = 0; i < maxTabs; i += 1) {
    await page.keyboard.press('Tab');
    // Measured once what the Tab set off (a blur's validation, a menu closing) has been drawn: the
    // steady state a person sees, not a frame a busy machine happened to stop on.
    const measure = () =>
      page.evaluate(
        () => new Promise<ReturnType<typeof window.__a11y.focused>>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.__a11y.focused())))),
      );
    let result = await measure();
    // A problem is measured again a moment later: on a busy machine the scroll that brings the focused field
    // into view, or a form whose code has just arrived, can land after two frames. What persists is reported.
    if (result?.problems.length) {
      await page.waitForTimeout(300);
      result = await measure();
    }
    if (!result) break; // focus left the document (past the last element)
    if (seen.has(result.path)) break; // went around once
    seen.add(result.path);
    problems.push(...result.problems);
  }
  return problems;
}

/**
 * Everything axe cannot see, for one page in one state: the focused element is never covered and
 * always shows focus (walking the page with Tab), there is one h1, targets are at least 24 px (or
 * spaced), text in the other language is marked with `lang`, forms say which fields are required, and
 * at 320 px with WCAG text spacing nothing scrolls sideways and no text overlaps. Then axe.
 * Leaves the page at its original size, without the spacing styles.
 */
export async function accessibilityProblems(page: Page, { locale, maxTabs = 80 }: CheckOptions): Promise<string[]> {
  // Evaluated rather than added as a <script>: the site's CSP rightly blocks inline scripts.
  await page.evaluate(inPageChecks);
  const problems = [
    ...(await page.evaluate((lang) => window.__a11y.staticProblems(lang), locale)),
    ...(await focusProblems(page, maxTabs)),
  ];
  // The Tab walk may end on the skip link, which only shows while focused (or on whatever it went around
  // to: where it stops depends on how the browser cycles focus). axe and the reflow check see the page
  // with nothing focused, as it was before the walk.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  problems.push(...(await axeProblems(page)));
  const size = page.viewportSize();
  await page.setViewportSize({ width: 320, height: size?.height ?? 700 });
  // A constructed style sheet, as a user's style sheet would be (inline <style> is blocked by the CSP).
  await page.evaluate((css) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }, TEXT_SPACING);
  await page.waitForTimeout(50);
  problems.push(...(await page.evaluate(() => window.__a11y.reflowProblems())));
  await page.evaluate(() => {
    document.adoptedStyleSheets = document.adoptedStyleSheets.slice(0, -1);
  });
  if (size) await page.setViewportSize(size);
  return problems.map((problem) => `${new URL(page.url()).pathname}: ${problem}`);
}

/** The shared standard every page meets (issue 17): fails the test with every problem found. */
export async function expectAccessible(page: Page, options: CheckOptions): Promise<void> {
  expect(await accessibilityProblems(page, options)).toEqual([]);
}

declare global {
  interface Window {
    __a11y: {
      focused(): { path: string; problems: string[] } | null;
      staticProblems(locale: 'en' | 'es'): string[];
      reflowProblems(): string[];
    };
  }
}
