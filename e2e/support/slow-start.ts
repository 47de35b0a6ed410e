import type { Page } from '@playwright/test';

/**
 * A slow phone's first seconds, made certain: the page's HTML and the shell's entry script (`main.*.js`)
 * arrive, the page reaches `load`, and every other script (React, the rest of start-up, the remotes) waits
 * until `release()`. A press made meanwhile lands where a visitor's press at `load` lands on a real phone.
 */
export async function holdStartUp(page: Page): Promise<{ release(): Promise<void> }> {
  let open = () => {};
  const gate = new Promise<void>((resolve) => (open = resolve));
  const held = (url: URL) => url.pathname.endsWith('.js') && !/^\/main\.[^/]*\.js$/.test(url.pathname);
  await page.route((url) => held(url), async (route) => {
    await gate;
    await route.continue();
  });
  return {
    async release() {
      open();
      await page.unroute((url) => held(url));
    },
  };
}

/**
 * This browser's clipboard as strict as WebKit's (Safari): a write is allowed only while the visitor's
 * press is being dispatched, not from a timer, a promise or a replayed `click()` (Chromium allows any write
 * within seconds of a press). A refused write fails as WebKit's does, with NotAllowedError.
 */
export async function clipboardNeedsThePress(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const clipboard = navigator.clipboard as Clipboard | undefined;
    if (!clipboard) return;
    const write = clipboard.writeText.bind(clipboard);
    const pressTypes = new Set(['click', 'keydown', 'keyup', 'pointerup', 'mouseup', 'touchend']);
    clipboard.writeText = (text: string) => {
      const event = (window as unknown as { event?: Event }).event;
      const inPress = Boolean(event?.isTrusted && pressTypes.has(event.type));
      return inPress ? write(text) : Promise.reject(new DOMException('The request is not allowed by the user agent.', 'NotAllowedError'));
    };
  });
}

/** A real press (the pointer goes down and up on the element's centre) wherever the element is: no waiting for it to be enabled. */
export async function pressNow(page: Page, locator: ReturnType<Page['locator']>): Promise<void> {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  if (!box) throw new Error('nothing to press: the element is not shown');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}
