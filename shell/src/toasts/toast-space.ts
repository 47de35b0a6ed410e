import { useEffect, type RefObject } from 'react';
import { TOAST_KEEP_CLEAR_ATTRIBUTE } from '@reentry/contracts/constants';
import { PAGE_AT_TOP_EVENT, scrollClear, toastBox } from './keep-clear';

/**
 * While a notification shows, the page gets room at its bottom as tall as the notification, and nothing
 * the person needs sits behind it: a control reached with Tab (or focused any other way), and what is
 * marked keep-clear (TOAST_KEEP_CLEAR_ATTRIBUTE) and in the window, even when it comes after the
 * notification (a card whose data loads once the page is shown), are scrolled above it. Each marked thing
 * once per notification and page, so a person who scrolls back is not fought. Open menus stack above
 * notifications instead (global.css): the menu someone just opened is what they are using.
 */
export function useToastSpace(viewport: RefObject<HTMLElement | null>, toastId: number | undefined) {
  useEffect(() => {
    const root = document.documentElement;
    if (toastId === undefined || !viewport.current) {
      root.style.removeProperty('--toast-space');
      return;
    }
    const region = viewport.current;
    let cleared = new WeakSet<Element>();
    let frame = 0;
    const keepMarkedClear = () => {
      frame = 0;
      const toast = toastBox(region);
      if (!toast) return;
      for (const marked of document.querySelectorAll(`[${TOAST_KEEP_CLEAR_ATTRIBUTE}]`)) {
        // Wholly below the notification it is further down the page, not covered.
        if (cleared.has(marked) || marked.getBoundingClientRect().top >= toast.bottom) continue;
        cleared.add(marked);
        scrollClear(marked, toast);
      }
    };
    const soon = () => {
      frame ||= requestAnimationFrame(keepMarkedClear);
    };
    const update = () => {
      root.style.setProperty('--toast-space', `${region.offsetHeight}px`);
      soon();
    };
    update();
    const atTop = () => {
      cleared = new WeakSet();
      soon();
    };
    window.addEventListener(PAGE_AT_TOP_EVENT, atTop);
    const resized = new ResizeObserver(update);
    resized.observe(region);
    const added = new MutationObserver(soon);
    added.observe(document.body, { childList: true, subtree: true });
    const keepFocusClear = (event: FocusEvent) => {
      const target = event.target as HTMLElement;
      const toast = toastBox(region);
      if (toast && !region.contains(target)) scrollClear(target, toast);
    };
    document.addEventListener('focusin', keepFocusClear);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener(PAGE_AT_TOP_EVENT, atTop);
      resized.disconnect();
      added.disconnect();
      document.removeEventListener('focusin', keepFocusClear);
      root.style.removeProperty('--toast-space');
    };
  }, [viewport, toastId]);
}
