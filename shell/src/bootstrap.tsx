import { markFirstUse } from '@reentry/ui/form-on-first-use';
import { readPageState } from './app/page-state';
import { startServiceWorker } from './pwa/start-service-worker';
import { installWheelJitterFilter } from './scroll/wheel-jitter-filter';

/** Lets the browser paint and handle input before the next piece of start-up work. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Start-up in small tasks, so no single one blocks a slow phone's main thread for long: each big
 * shared library is evaluated in its own task, then the site is hydrated (in a transition).
 */
async function boot() {
  const state = readPageState();
  // Code that comes later (a form, a remote's page) learns that the visitor has already begun.
  markFirstUse();
  installWheelJitterFilter();
  // Pages decide where they start (top, or the URL's fragment); the browser must not restore old positions.
  history.scrollRestoration = 'manual';
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
  await startSite(state);
  startServiceWorker();
}

boot().catch((error: unknown) => console.error('The site could not start', error));
