/**
 * Keeps each overview (per language and number of weeks) for a short while: its figures scan whole
 * tables (the funnel reads every completed module), which a dashboard need not do on every visit.
 * A stale entry is served while one refresh runs; an entry older than `maxAgeMs` is rebuilt first.
 * Per app instance (not module scope), and holds only aggregate figures, never personal data.
 */
export function createOverviewCache<T>({ freshMs = 60_000, maxAgeMs = 10 * 60_000, onError = (_err: unknown) => {} } = {}) {
  const entries = new Map<string, { value: T; at: number }>();
  const pending = new Map<string, Promise<T>>();

  function refresh(key: string, build: () => Promise<T>): Promise<T> {
    let running = pending.get(key);
    if (!running) {
      running = build()
        .then((value) => {
          entries.set(key, { value, at: Date.now() });
          return value;
        })
        .finally(() => pending.delete(key));
      pending.set(key, running);
    }
    return running;
  }

  return {
    async get(key: string, build: () => Promise<T>): Promise<T> {
      const entry = entries.get(key);
      const age = entry ? Date.now() - entry.at : Infinity;
      if (entry && age < freshMs) return entry.value;
      if (entry && age < maxAgeMs) {
        refresh(key, build).catch(onError);
        return entry.value;
      }
      return refresh(key, build);
    },
    clear: () => entries.clear(),
  };
}
