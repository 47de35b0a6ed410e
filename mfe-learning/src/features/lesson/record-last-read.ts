import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type RefObject } from 'react';
import { nextStepQueryKey, useApi, type ApiClient } from '@reentry/platform';

/** At most one position sent per this many milliseconds; the newest section read is sent at the end of it. */
export const LAST_READ_THROTTLE_MS = 4000;

/** `POST /api/users/last-read`: the server checks the ids against the content and the module's lock. */
export function sendLastRead(api: ApiClient, moduleId: number, sectionId: string): Promise<unknown> {
  return api.post('/api/users/last-read', { moduleId, sectionId });
}

/** Sends the newest value given, at most once per interval; the same value twice in a row is sent once. */
export function throttled(send: (value: string) => void, intervalMs: number) {
  let last: string | undefined;
  let pending: string | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    timer = undefined;
    if (pending === undefined || pending === last) return;
    last = pending;
    send(pending);
    timer = setTimeout(flush, intervalMs);
  };
  return {
    push(value: string) {
      pending = value;
      if (!timer) flush();
    },
    cancel() {
      if (timer) clearTimeout(timer);
    },
  };
}

/**
 * Keeps, on the server, the lesson section a signed-in learner last read (issue 31, "pick up where you left
 * off"): a section counts once its heading reaches the top part of the screen. Throttled; failures are
 * ignored (it is a convenience, and the learner's reading is never interrupted for it).
 */
export function useRecordLastRead(article: RefObject<HTMLElement | null>, moduleId: number, enabled: boolean) {
  const api = useApi();
  const queryClient = useQueryClient();
  useEffect(() => {
    const root = article.current;
    if (!enabled || !root || typeof IntersectionObserver === 'undefined') return;
    const sender = throttled((sectionId) => {
      sendLastRead(api, moduleId, sectionId).then(() => queryClient.invalidateQueries({ queryKey: nextStepQueryKey }), () => undefined);
    }, LAST_READ_THROTTLE_MS);
    const observer = new IntersectionObserver(
      (entries) => {
        const seen = entries.filter((entry) => entry.isIntersecting).map((entry) => entry.target.id);
        if (seen.length > 0) sender.push(seen[seen.length - 1]!);
      },
      { rootMargin: '0px 0px -50% 0px' },
    );
    root.querySelectorAll('section[id]').forEach((section) => observer.observe(section));
    return () => {
      observer.disconnect();
      sender.cancel();
    };
  }, [article, api, queryClient, moduleId, enabled]);
}
