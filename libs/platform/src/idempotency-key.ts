import { useCallback, useRef } from 'react';

/** A random UUID v4; crypto.randomUUID only exists on https pages, getRandomValues everywhere. */
export function randomKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * One Idempotency-Key per attempt (a form, a donation, a quiz): a retry of the same values (after a
 * network error, a double tap) reuses the key, so the API replays its first answer instead of doing the
 * work twice; changed values or `done()` after a finished attempt give a new key. Made in the submit
 * handler, kept in memory only.
 */
export function useIdempotencyKey() {
  const last = useRef<{ values: string; key: string } | null>(null);
  const keyFor = useCallback((values: unknown) => {
    const text = JSON.stringify(values);
    if (last.current?.values !== text) last.current = { values: text, key: randomKey() };
    return last.current.key;
  }, []);
  const done = useCallback(() => {
    last.current = null;
  }, []);
  return { keyFor, done };
}
