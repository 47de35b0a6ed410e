import { OFFLINE_SESSION } from '@reentry/contracts/offline';
import type { User } from '@reentry/contracts/user';

/**
 * The learner's last known state (who they are, their progress) for pages served offline, where the page
 * itself is the visitor's copy. Stored encrypted; the key lives only in a browser-session cookie (no
 * Expires), so it goes when the browser closes, and with it any way to read the state left on disk.
 * Decision: docs/decisions/issue-30-offline-without-personal-pages.md.
 */

const { keyCookie, storageKey } = OFFLINE_SESSION;
const encode = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const decode = (text: string) => Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0));

const canStore = () => typeof document !== 'undefined' && typeof crypto !== 'undefined' && Boolean(crypto.subtle);

function readKeyCookie(): string | null {
  const found = document.cookie.split(';').map((part) => part.trim()).find((part) => part.startsWith(`${keyCookie}=`));
  return found ? found.slice(keyCookie.length + 1) || null : null;
}

function writeKeyCookie(value: string, expire = false): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${keyCookie}=${value}; Path=/; SameSite=Strict${secure}${expire ? '; Max-Age=0' : ''}`;
}

const importKey = (raw: string) => crypto.subtle.importKey('raw', decode(raw), 'AES-GCM', false, ['encrypt', 'decrypt']);

/** Removes the stored state and its key (logout, a session the server ended, a key gone with the browser). */
export function forgetOfflineSession(): void {
  if (typeof document === 'undefined') return;
  try {
    localStorage.removeItem(storageKey);
  } catch {
    // storage blocked: nothing was kept
  }
  if (readKeyCookie()) writeKeyCookie('', true);
}

/** Keeps the learner's state, encrypted with this browser session's key (made on first use). */
export async function storeOfflineSession(user: User): Promise<void> {
  if (!canStore()) return;
  let raw = readKeyCookie();
  if (!raw) {
    raw = encode(crypto.getRandomValues(new Uint8Array(32)));
    writeKeyCookie(raw);
  }
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await importKey(raw), new TextEncoder().encode(JSON.stringify(user)));
  localStorage.setItem(storageKey, `${encode(iv)}.${encode(new Uint8Array(sealed))}`);
}

/** Whether state is stored at all (without its key it cannot be read). */
export function hasOfflineSession(): boolean {
  try {
    return canStore() && localStorage.getItem(storageKey) !== null;
  } catch {
    return false;
  }
}

/** The learner's last known state, while this browser session's key is there; otherwise null (and forgotten). */
export async function readOfflineSession(): Promise<User | null> {
  if (!canStore()) return null;
  const raw = readKeyCookie();
  const stored = localStorage.getItem(storageKey);
  if (!raw || !stored) {
    forgetOfflineSession();
    return null;
  }
  try {
    const [iv, sealed] = stored.split('.');
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: decode(iv!) }, await importKey(raw), decode(sealed!));
    // AES-GCM: it decrypts only what this page sealed with this key. The shape is checked by hand: zod in the
    // shell's bundle probes `new Function`, which the site's CSP reports.
    const user = JSON.parse(new TextDecoder().decode(plain)) as User;
    if (typeof user?.name === 'string' && Array.isArray(user.progress?.completedModules)) return user;
  } catch {
    // another session's key, or damaged: unreadable
  }
  forgetOfflineSession();
  return null;
}
