import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/test';
import { AXE_TAGS, axeViolations, describeViolations } from '../support/axe';

// The specs scan with axeViolations (axe run in the page, added once per document: fast) rather than
// AxeBuilder.analyze() (axe in parts, merged in a blank page it opens every time). Both must find the same.
test('the fast axe scan finds what AxeBuilder finds, on its first and a later scan of a page', async ({ page }) => {
  // Six full scans of two pages, two of them AxeBuilder's slow one: 32 s at a load average of 20.
  test.setTimeout(60_000);
  for (const path of ['/', '/signup']) {
    await page.goto(path);
    await page.evaluate(() => {
      document.querySelector('main')!.insertAdjacentHTML(
        'afterbegin',
        '<img src="/x.png"><button></button><a href="/x"></a><input type="text"><div role="banana">x</div><ul><div>not a list item</div></ul>',
      );
    });
    const reference = describeViolations((await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()).violations);
    expect(reference.map((line) => line.split(':')[0])).toEqual(expect.arrayContaining(['aria-roles', 'button-name', 'image-alt', 'label', 'link-name', 'list']));
    expect(describeViolations(await axeViolations(page)), `${path}, first scan`).toEqual(reference);
    expect(describeViolations(await axeViolations(page)), `${path}, second scan`).toEqual(reference);
  }
});
