import { isContentPagePath, type WorkerReply, type WorkerRequest } from '@reentry/contracts/offline';
import { forgetQueuedQuizzes } from './quiz-sync';
import { pageStrategy } from './routes';
import { keepVisitorCopy } from './visitor-copy';

declare const self: ServiceWorkerGlobalScope;

/** Replaced by the build with a hash of the shell build it belongs to (tools/rspack/service-worker-config.mjs). */
export const SHELL_BUILD = '__SHELL_BUILD__';


/** "Save for offline" keeps the visitor's copy of a page, signed in or not (never the learner's own page). */
async function savePage(event: ExtendableMessageEvent, href: string): Promise<WorkerReply> {
  const url = new URL(href, self.location.origin);
  if (url.origin !== self.location.origin || !isContentPagePath(url.pathname)) return { ok: false };
  const status = await keepVisitorCopy(pageStrategy, event, url.href, true);
  return { ok: status === 200, status };
}

/**
 * Messages from the site's pages: `SAVE_PAGE` keeps one content page (as a visitor sees it, in the page's
 * language) for "Save for offline"; `GET_VERSION` names the shell build this worker came with;
 * `CLEAR_PERSONAL` (at logout) drops quiz attempts waiting to be sent.
 */
export function handleWorkerMessage(event: ExtendableMessageEvent): void {
  const data = event.data as WorkerRequest | undefined;
  const port = event.ports[0];
  if (!port || !data) return;
  if (data.type === 'GET_VERSION') port.postMessage({ ok: true, version: SHELL_BUILD } satisfies WorkerReply);
  if (data.type === 'CLEAR_PERSONAL') {
    event.waitUntil(forgetQueuedQuizzes().then(() => port.postMessage({ ok: true } satisfies WorkerReply)));
  }
  if (data.type === 'SAVE_PAGE' && typeof data.url === 'string') {
    event.waitUntil(savePage(event, data.url).then((reply) => port.postMessage(reply)));
  }
}
