import { isContentPagePath, type WorkerReply, type WorkerRequest } from '@reentry/contracts/offline';
import { forgetQueuedQuizzes } from './quiz-sync';
import { pageStrategy } from './routes';

declare const self: ServiceWorkerGlobalScope;

/** Replaced by the build with a hash of the shell build it belongs to (tools/rspack/service-worker-config.mjs). */
export const SHELL_BUILD = '__SHELL_BUILD__';


async function savePage(event: ExtendableMessageEvent, href: string): Promise<WorkerReply> {
  const url = new URL(href, self.location.origin);
  if (url.origin !== self.location.origin || !isContentPagePath(url.pathname)) return { ok: false };
  const request = new Request(url.href, { headers: { Accept: 'text/html' } });
  const [response, done] = pageStrategy.handleAll({ event, request });
  const answer = await response.catch(() => undefined);
  await done.catch(() => undefined);
  return { ok: answer?.status === 200, status: answer?.status };
}

/**
 * Messages from the site's pages: `SAVE_PAGE` keeps one content page (as the visitor sees it, in their
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
