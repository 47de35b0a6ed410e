import Bowser from 'bowser';

export interface DeviceDescription {
  /** The browser's name ("Chrome", "Safari"), or null when the User-Agent names none. */
  browser: string | null;
  /** The phone's or computer's kind: "iPhone", "iPad", else the system ("Android", "Windows", "macOS"). */
  system: string | null;
}

/** Bowser's names that carry their system ("Samsung Internet for Android"): the page says the system itself. */
const SYSTEM_SUFFIX = / for (Android|iOS)$/;

/**
 * What a person recognises of a stored User-Agent ("Chrome" on "Android", "Safari" on "iPhone"), read with
 * Bowser, a maintained parser. Product names are the same in every language; the page adds the words around them.
 */
export function describeDevice(userAgent: string | null | undefined): DeviceDescription {
  if (!userAgent) return { browser: null, system: null };
  const { browser, os, platform } = Bowser.parse(userAgent);
  const model = platform.model === 'iPhone' || platform.model === 'iPad' ? platform.model : undefined;
  return {
    browser: browser.name ? browser.name.replace(SYSTEM_SUFFIX, '') : null,
    system: model ?? os.name ?? null,
  };
}
