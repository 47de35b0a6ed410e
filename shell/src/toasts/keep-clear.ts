/**
 * Sent when a new page is put at its top (ScrollToTop): what was scrolled clear of a notification before
 * is in the notification's way again, whichever of the two ran first.
 */
export const PAGE_AT_TOP_EVENT = 'reentry:page-at-top';

/** Room left between a control and the notification once it is scrolled clear. */
const GAP = 8;

/**
 * How far `target` reaches under the notification (0: not at all). Both axes count: on a wide screen the
 * notification is a 420 px box at the right, and a control beside it is not covered however low it is.
 */
export function coveredBy(target: DOMRect, toast: DOMRect): number {
  const across = target.left < toast.right && target.right > toast.left;
  const below = target.bottom > toast.top && target.top < toast.bottom;
  return across && below ? target.bottom - toast.top : 0;
}

/**
 * Scrolls `target` above the notification when the notification covers part of it (a box wholly below
 * the window is not covered: it is further down the page). A box taller than the room above the
 * notification keeps its top in view (its heading is read first). False when it was not covered.
 */
export function scrollClear(target: Element, toast: DOMRect): boolean {
  const box = target.getBoundingClientRect();
  const covered = coveredBy(box, toast);
  if (covered <= 0) return false;
  const by = Math.min(covered + GAP, Math.max(box.top - GAP, 0));
  if (by > 0) window.scrollBy({ top: by });
  return true;
}

/** The notification's own box (the region around it spans the whole width on a phone, padding and all). */
export function toastBox(region: HTMLElement): DOMRect | undefined {
  return region.querySelector('li')?.getBoundingClientRect();
}
