import type { WorkerReply, WorkerRequest } from '@reentry/contracts/offline';

const ANSWER_TIMEOUT_MS = 60_000;

/** Sends the service worker one request and waits for its answer. */
export function askWorker(worker: ServiceWorker, message: WorkerRequest): Promise<WorkerReply> {
  return new Promise((resolve, reject) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => reject(new Error('the service worker did not answer')), ANSWER_TIMEOUT_MS);
    channel.port1.onmessage = (event: MessageEvent<WorkerReply>) => {
      clearTimeout(timer);
      resolve(event.data);
    };
    worker.postMessage(message, [channel.port2]);
  });
}

/** Asks the worker to keep files this page loaded, by its own rules (Workbox's CACHE_URLS). */
export function cacheLoadedFiles(worker: ServiceWorker, urls: string[]): Promise<unknown> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(resolve, ANSWER_TIMEOUT_MS);
    channel.port1.onmessage = () => {
      clearTimeout(timer);
      resolve(true);
    };
    worker.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: urls } }, [channel.port2]);
  });
}
