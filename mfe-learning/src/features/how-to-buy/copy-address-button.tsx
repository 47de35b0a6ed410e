import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { COPY_CONFIRMATION_MS } from '@reentry/contracts/constants';
import { pressActionProps, usePressOutcome, useToast } from '@reentry/platform';
import { Button, untilScriptProps, useHydrated } from '@reentry/ui';
import { howToBuyMessages as m } from './how-to-buy.messages';

/**
 * Copies the contract address: the button says Copied! for 2 seconds, and a toast confirms it. The platform
 * copies at the press itself (`data-press-action`: a browser copies only inside the visitor's own press),
 * even before this page's code has come; this code shows the outcome, once it runs. The button is in the
 * server's HTML (disabled until the site's script runs, and hidden without JavaScript); the address itself
 * is always selectable text.
 */
export function CopyAddressButton({ address, describedBy }: { address: string; describedBy: string }) {
  const intl = useIntl();
  const toast = useToast();
  const hydrated = useHydrated();
  const button = useRef<HTMLButtonElement>(null);
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  usePressOutcome(button, (outcome) => {
    if (outcome === 'failed') {
      toast({ title: intl.formatMessage(m.copyFailedTitle), description: intl.formatMessage(m.copyFailedBody), variant: 'destructive' });
      return;
    }
    clearTimeout(timer.current);
    setCopied(true);
    timer.current = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    toast({ title: intl.formatMessage(m.copied), description: intl.formatMessage(m.copiedToast), variant: 'success' });
  });
  if (hydrated && !navigator.clipboard) return null;

  return (
    <Button
      ref={button}
      variant="secondary"
      aria-describedby={describedBy}
      data-requires-script=""
      {...pressActionProps('copy', address)}
      {...untilScriptProps(hydrated)}
    >
      <FormattedMessage {...(copied ? m.copied : m.copy)} />
    </Button>
  );
}
