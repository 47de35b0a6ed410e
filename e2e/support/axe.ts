import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { Result } from 'axe-core';

/** The WCAG 2.2 A and AA rules every page is held to. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

// The very axe-core that @axe-core/playwright injects (its own dependency), so the rules and results are its.
const fromAxePlaywright = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'));
const axeSource: string = (fromAxePlaywright('axe-core') as { source: string }).source;

/**
 * axe's violations on the page as it is now, for the given tags.
 *
 * A page without frames is checked by `axe.run` in the page itself: the same rules and results as
 * AxeBuilder.analyze(), which runs axe in parts and then merges them in a blank page it opens for each
 * scan (a new page and a second copy of axe's 500 KB every time, about half a second). axe is added to a
 * document once and reused by later scans of it. A page with frames goes through AxeBuilder, which
 * puts axe into each frame.
 */
export async function axeViolations(page: Page, tags: string[] = AXE_TAGS): Promise<Result[]> {
  if (page.frames().length > 1) return (await new AxeBuilder({ page }).withTags(tags).analyze()).violations;
  const present = await page.evaluate(() => typeof (window as unknown as { axe?: { run?: unknown } }).axe?.run === 'function');
  if (!present) {
    await page.evaluate(axeSource);
    // As AxeBuilder configures it.
    await page.evaluate(() => (window as unknown as { axe: { configure(spec: object): void } }).axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } }));
  }
  return page.evaluate(
    (values) =>
      (window as unknown as { axe: { run(context: object, options: object): Promise<{ violations: Result[] }> } }).axe
        .run({ exclude: [], include: [] }, { runOnly: { type: 'tag', values } })
        .then((results) => results.violations),
    tags,
  );
}

/** Each violation as `id: target, target` (what a failing test prints). */
export const describeViolations = (violations: Result[]): string[] =>
  violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
