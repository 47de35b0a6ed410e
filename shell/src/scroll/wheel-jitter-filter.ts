import { SCROLL_JITTER } from '@reentry/contracts/constants';

/**
 * On devices with a mouse, suppresses tiny wheel movements (delta under 30) that arrive within
 * 300 ms of the previous wheel event: the jitter of cheap or worn mouse wheels (spec section 2).
 * Returns a function that removes the filter.
 */
export function installWheelJitterFilter(target: Window = window, now: () => number = () => performance.now()): () => void {
  const touchOnly = target.matchMedia?.('(hover: none) and (pointer: coarse)').matches ?? false;
  if (touchOnly) return () => {};
  let lastWheelAt = Number.NEGATIVE_INFINITY;
  const onWheel = (event: WheelEvent) => {
    const at = now();
    const small = Math.abs(event.deltaY) < SCROLL_JITTER.minDelta && Math.abs(event.deltaX) < SCROLL_JITTER.minDelta;
    const soon = at - lastWheelAt < SCROLL_JITTER.windowMs;
    lastWheelAt = at;
    if (small && soon && !event.ctrlKey) event.preventDefault();
  };
  target.addEventListener('wheel', onWheel, { passive: false });
  return () => target.removeEventListener('wheel', onWheel);
}
