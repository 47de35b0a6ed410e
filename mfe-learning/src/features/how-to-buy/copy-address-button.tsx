import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { COPY_CONFIRMATION_MS } from '@reentry/contracts/constants';
import { useToast } from '@reentry/platform';
import { Button, untilScriptProps, useHydrated } from '@reentry/ui';
import { howToBuyMessages as m } from './how-to-buy.messages';

/**
 * Copies the contract address: the button says Copied! for 2 seconds, and a toast confirms it. It is in
 * the server's HTML (disabled until the page runs, and hidden without JavaScript) and stays where the
 * browser can copy; the address itself is always selectable text.
 */
export function CopyAddressButton({ address, describedBy }: { address: string; describedBy: string }) {
  const intl = useIntl();
  const toast = useToast();
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  if (hydrated && !navigator.clipboard) return null;

  async function copy() {
    try {
      await navigator.clipboard.writeText(address);
    } catch {
      toast({ title: intl.formatMessage(m.copyFailedTitle), description: intl.formatMessage(m.copyFailedBody), variant: 'destructive' });
      return;
    }
    clearTimeout(timer.current);
    setCopied(true);
    timer.current = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    toast({ title: intl.formatMessage(m.copied), description: intl.formatMessage(m.copiedToast), variant: 'success' });
  }

  return (
    <Button variant="secondary" onClick={() => void copy()} aria-describedby={describedBy} data-requires-script="" {...untilScriptProps(hydrated)}>
      <FormattedMessage {...(copied ? m.copied : m.copy)} />
    </Button>
  );
}
