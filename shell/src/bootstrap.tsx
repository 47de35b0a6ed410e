import { installPressActions } from '@reentry/platform/press-actions';
import { readPageState, type PageState } from './app/page-state';
import { watchDormantPage, type DormantPageWatch } from './remotes/dormant-page';
import { startServiceWorker } from './pwa/start-service-worker';
import { installWheelJitterFilter } from './scroll/wheel-jitter-filter';

/** Lets the browser paint and handle input before the next piece of start-up work. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Resolves once the browser has shown the server's HTML (its first contentful paint; two animation frames
 * where the browser does not report paints; at once in a tab in the background, which paints nothing; at
 * the latest after a second). The visitor sees the page before start-up work competes with showing it:
 * on a fast connection the scripts could otherwise arrive and run first, and the page would show later.
 */
function afterFirstPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => {
    let observer: PerformanceObserver | undefined;
    const done = () => {
      observer?.disconnect();
      resolve();
    };
    if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      observer = new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length > 0) done();
      });
      observer.observe({ type: 'paint', buffered: true });
    } else {
      requestAnimationFrame(() => requestAnimationFrame(done));
    }
    setTimeout(done, 1000);
  });
}

/**
 * Start-up in small tasks, so no single one blocks a slow phone's main thread for long: each big
 * shared library is evaluated in its own task, then the site is hydrated (in a transition).
 */
async function boot(state: PageState | null, dormant: DormantPageWatch | null) {
  installWheelJitterFilter();
  // A page starts at the top or at its fragment, as the browser puts it; the browser must not restore old
  // positions (the site never moves the server's page as it starts: scroll-to-top.tsx).
  history.scrollRestoration = 'manual';
  await afterFirstPaint();
  await import('react-dom/client');
  await nextTask();
  await import('react-router');
  await nextTask();
  await import('@tanstack/react-query');
  await nextTask();
  await import('react-intl');
  await nextTask();
  const { startSite } = await import('./app/start-site');
  await nextTask();
  await startSite(state, dormant);
  startServiceWorker();
}

const state = readPageState();
// First of all, before anything waits: copy, print and Listen work at the press from now on, and a remote's
// page (server-rendered, its code not loaded yet) listens for the visitor's first touch to fetch its code.
installPressActions();
const dormant = state?.page?.status === 'loaded' ? watchDormantPage() : null;
boot(state, dormant).catch((error: unknown) => {
  dormant?.settled();
  console.error('The site could not start', error);
});
