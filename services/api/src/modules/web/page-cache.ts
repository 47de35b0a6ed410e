/**
 * Anonymous pages, kept for a few seconds per path, language, theme and remote versions: a burst of
 * visitors costs one render. Small and bounded (oldest entries go first).
 */
export function createPageCache(ttlSeconds: number, maxEntries = 500) {
  const entries = new Map<string, { html: string; status: number; expires: number }>();
  return {
    get(key: string): { html: string; status: number } | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expires <= Date.now()) {
        entries.delete(key);
        return undefined;
      }
      return entry;
    },
    set(key: string, value: { html: string; status: number }): void {
      if (ttlSeconds <= 0) return;
      entries.delete(key);
      entries.set(key, { ...value, expires: Date.now() + ttlSeconds * 1000 });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
  };
}
