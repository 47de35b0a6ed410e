import { FormattedMessage } from 'react-intl';
import type { DonorGiving } from '@reentry/contracts/monthly-giving';
import { useLocale } from '@reentry/platform';
import { Button } from '@reentry/ui';
import { formatDollars } from '../../shared/money';
import { useGiftAction } from './donor-giving.query';
import { manageMessages as m } from './manage.messages';
import { MonthlyGiftPanel } from './monthly-gift-panel';

/** The donor's giving: monthly gifts with their actions, every gift with its receipt, and yearly statements. */
export function MyGiving({ giving }: { giving: DonorGiving }) {
  const { locale } = useLocale();
  const signOut = useGiftAction();
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  return (
    <div className="donate-manage">
      <p>
        <FormattedMessage {...m.signedInAs} values={{ email: giving.email }} />{' '}
        <Button variant="secondary" onClick={() => signOut.mutate({ action: 'sign-out' })}>
          <FormattedMessage {...m.signOut} />
        </Button>
      </p>
      {giving.monthlyGifts.length > 0 && (
        <section aria-labelledby="donate-manage-monthly">
          <h2 id="donate-manage-monthly">
            <FormattedMessage {...m.monthlyHeading} />
          </h2>
          {giving.monthlyGifts.map((gift) => (
            <MonthlyGiftPanel key={gift.id} gift={gift} />
          ))}
        </section>
      )}
      <section aria-labelledby="donate-manage-gifts">
        <h2 id="donate-manage-gifts">
          <FormattedMessage {...m.giftsHeading} />
        </h2>
        {giving.donations.length === 0 ? (
          <p>
            <FormattedMessage {...m.noGifts} />
          </p>
        ) : (
          <div className="donate-manage__table">
            <table>
              <thead>
                <tr>
                  <th scope="col"><FormattedMessage {...m.date} /></th>
                  <th scope="col"><FormattedMessage {...m.amount} /></th>
                  <th scope="col"><FormattedMessage {...m.kind} /></th>
                  <th scope="col"><FormattedMessage {...m.receipt} /></th>
                </tr>
              </thead>
              <tbody>
                {giving.donations.map((gift) => (
                  <tr key={gift.id}>
                    <td>{gift.succeededAt && date.format(new Date(gift.succeededAt))}</td>
                    <td>{formatDollars(gift.amount, locale)}</td>
                    <td><FormattedMessage {...(gift.frequency === 'monthly' ? m.monthly : m.once)} /></td>
                    <td>
                      <a href={`/api/donations/mine/receipts/${gift.id}`} download>
                        <FormattedMessage {...m.receipt} />
                      </a>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      {giving.statementYears.length > 0 && (
        <section aria-labelledby="donate-manage-statements">
          <h2 id="donate-manage-statements">
            <FormattedMessage {...m.statementsHeading} />
          </h2>
          <ul>
            {giving.statementYears.map((year) => (
              <li key={year}>
                <a href={`/api/donations/mine/statements/${year}`} download>
                  <FormattedMessage {...m.statement} values={{ year }} />
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
