import type { ReactNode } from 'react';
import { useSaveData } from '@reentry/platform';

/**
 * Decoration only (an icon beside words that already say it, a picture with no meaning of its own): left out
 * of pages asked for with `Save-Data: on`, on the server and in the browser alike.
 */
export function Decorative({ children }: { children: ReactNode }) {
  return useSaveData() ? null : <>{children}</>;
}

/** The padlock beside "Complete Module n to Unlock". */
export function LockIcon() {
  return (
    <Decorative>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5Zm-3 8V7a3 3 0 1 1 6 0v3H9Z" />
      </svg>
    </Decorative>
  );
}
