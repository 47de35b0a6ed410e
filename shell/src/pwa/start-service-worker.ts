declare const process: { env: { NODE_ENV?: string } };

/**
 * After the page has loaded (never competing with it), registers the service worker, from a chunk of its
 * own. Production builds only: the dev servers share localhost with `npm start`, so they remove a worker
 * left from it instead.
 */
export function startServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  if (process.env.NODE_ENV !== 'production') {
    void navigator.serviceWorker.getRegistrations().then((registrations) => registrations.forEach((registration) => void registration.unregister()));
    return;
  }
  const register = () =>
    setTimeout(() => {
      import('./register-service-worker')
        .then(({ registerServiceWorker }) => registerServiceWorker())
        .catch((error: unknown) => console.warn('The offline helper could not start', error));
    }, 0);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
