import { lazy, Suspense, useState } from 'react';
import { useAtomValue } from 'jotai';
import { toastAtom } from './toast-store';

// The toast UI is fetched when the first toast is shown, keeping it off the first page load.
// Once loaded it stays mounted, so F8 reaches the Notifications region from then on.
const RadixToaster = lazy(() => import('./radix-toaster'));

export function Toaster() {
  const toast = useAtomValue(toastAtom);
  const [needed, setNeeded] = useState(false);
  if (toast && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <RadixToaster />
    </Suspense>
  ) : null;
}
