import { lazy, Suspense, useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { toastAtom } from './toast-store';

// The toast UI (Radix Toast) is fetched when it is first needed, keeping it off the first page
// load: when the first toast is shown, or when someone presses F8 to reach the notifications.
const RadixToaster = lazy(() => import('./radix-toaster'));

export function Toaster() {
  const toast = useAtomValue(toastAtom);
  const [needed, setNeeded] = useState<false | 'toast' | 'hotkey'>(false);
  if (toast && !needed) setNeeded('toast');

  useEffect(() => {
    if (needed) return;
    const onKey = (event: KeyboardEvent) => event.key === 'F8' && setNeeded('hotkey');
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [needed]);

  return needed ? (
    <Suspense fallback={null}>
      <RadixToaster focusOnMount={needed === 'hotkey'} />
    </Suspense>
  ) : null;
}
