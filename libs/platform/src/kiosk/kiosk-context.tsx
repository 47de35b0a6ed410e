import { createContext, useContext, type ReactNode } from 'react';
import type { KioskDevice } from '@reentry/contracts/kiosk-rules';

const KioskContext = createContext<KioskDevice | null>(null);

/** The device's kiosk setting, as the server read it from the device cookie and rendered the page with. */
export function KioskProvider({ kiosk, children }: { kiosk: KioskDevice | null; children: ReactNode }) {
  return <KioskContext.Provider value={kiosk}>{children}</KioskContext.Provider>;
}

/**
 * Whether this device is a facility's shared tablet (kiosk mode), and for which facility; null otherwise.
 * Safe on the server and outside a platform (tests of a single field): then null.
 */
export function useKiosk(): KioskDevice | null {
  return useContext(KioskContext);
}
