import type { Impact } from '@reentry/contracts/impact';

/** How long a replica keeps the public figures of one range; browsers and shared caches as long. */
export const IMPACT_TTL_SECONDS = 300;
const MAX_RANGES = 200;

/**
 * The public figures per range, kept a few minutes: a burst of visitors shares one computation (readers of a
 * range being computed wait for it), and a failed computation is not kept. Bounded: the oldest range goes first.
 */
export function createImpactCache(ttlMs = IMPACT_TTL_SECONDS * 1000) {
  const entries = new Map<string, { value: Promise<Impact>; until: number }>();
  return {
    get(key: string, compute: () => Promise<Impact>): Promise<Impact> {
      const hit = entries.get(key);
      if (hit && hit.until > Date.now()) return hit.value;
      const value = compute();
      const entry = { value, until: Date.now() + ttlMs };
      entries.delete(key);
      entries.set(key, entry);
      if (entries.size > MAX_RANGES) entries.delete(entries.keys().next().value!);
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return value;
    },
  };
}
