import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { DonorGiving } from '@reentry/contracts/monthly-giving';
import { ApiError, useLocale } from '@reentry/platform';
import { Button, TextField } from '@reentry/ui';
import { formatDollars } from '../../shared/money';
import { useGiftAction } from './donor-giving.query';
import { manageMessages as m } from './manage.messages';

type Gift = DonorGiving['monthlyGifts'][number];

const statusWords = { active: m.active, past_due: m.pastDue, cancelled: m.cancelled, incomplete: m.cancelled } as const;

/** One monthly gift: its amount and start, and (while it runs) change amount, update card, stop. */
export function MonthlyGiftPanel({ gift }: { gift: Gift }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const id = useId();
  const action = useGiftAction();
  const [amount, setAmount] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<'changed' | 'stopped' | null>(null);
  const running = gift.status === 'active' || gift.status === 'past_due';
  const problem = action.error instanceof ApiError ? (action.error.fields?.amount ?? action.error.userMessage) : action.error ? intl.formatMessage(m.failed) : undefined;
  const started = gift.startedAt && new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(gift.startedAt));

  function changeAmount(event: FormEvent) {
    event.preventDefault();
    if (!action.isPending) action.mutate({ gift: gift.id, action: 'amount', amount: amount.trim() }, { onSuccess: () => setDone('changed') });
  }

  function updateCard() {
    // Stripe's page where the donor changes the card; it brings them back here.
    action.mutate({ gift: gift.id, action: 'card' }, { onSuccess: (answer) => answer && 'url' in answer && window.location.assign(answer.url) });
  }

  return (
    <article className="donate-manage__gift panel" aria-labelledby={`${id}-amount`}>
      <h3 id={`${id}-amount`}>
        <FormattedMessage {...m.perMonth} values={{ amount: formatDollars(gift.amount, locale) }} />
      </h3>
      <p>
        <FormattedMessage {...statusWords[gift.status]} />
        {started && (
          <>
            {' · '}
            <FormattedMessage {...m.started} values={{ date: started }} />
          </>
        )}
      </p>
      <p role="status">{done && <FormattedMessage {...(done === 'changed' ? m.changed : m.stopped)} />}</p>
      {running && (
        <>
          <form method="post" noValidate className="form" onSubmit={changeAmount}>
            <TextField
              label={intl.formatMessage(m.newAmount)}
              name="amount"
              type="number"
              inputMode="decimal"
              min={1}
              step={0.01}
              value={amount}
              error={problem}
              onChange={(event) => setAmount(event.target.value)}
            />
            <Button type="submit" variant="secondary">
              <FormattedMessage {...m.change} />
            </Button>
          </form>
          <div className="donate-manage__actions">
            <Button variant="secondary" onClick={updateCard}>
              <FormattedMessage {...m.card} />
            </Button>
            {!confirming ? (
              <Button variant="secondary" onClick={() => setConfirming(true)}>
                <FormattedMessage {...m.stop} />
              </Button>
            ) : (
              <div role="group" aria-labelledby={`${id}-stop`}>
                <p id={`${id}-stop`}>
                  <FormattedMessage {...m.stopQuestion} />
                </p>
                <Button onClick={() => action.mutate({ gift: gift.id, action: 'stop' }, { onSuccess: () => setDone('stopped') })}>
                  <FormattedMessage {...m.stopConfirm} />
                </Button>
                <Button variant="secondary" onClick={() => setConfirming(false)}>
                  <FormattedMessage {...m.stopKeep} />
                </Button>
              </div>
            )}
          </div>
        </>
      )}
    </article>
  );
}
