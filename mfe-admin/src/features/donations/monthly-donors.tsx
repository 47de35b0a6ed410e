import { FormattedMessage } from 'react-intl';
import { useFormatters } from '../../shared/format';
import { listMessages as m } from '../../shared/list.messages';
import { donationMessages as d } from './donations.messages';
import { useMonthlyDonors } from './monthly-donors.query';

/** The running monthly gifts, above the donations list: who gives each month, how much, since when. */
export function MonthlyDonors() {
  const format = useFormatters();
  const { data } = useMonthlyDonors();
  if (!data) return null;
  const active = data.items.filter((gift) => gift.status === 'active').length;
  return (
    <section className="admin-figure" aria-labelledby="admin-monthly-donors">
      <h2 id="admin-monthly-donors">
        <FormattedMessage {...d.monthlyHeading} />
      </h2>
      {data.items.length === 0 ? (
        <p className="admin-empty">
          <FormattedMessage {...d.monthlyEmpty} />
        </p>
      ) : (
        <>
          <p className="admin-note">
            <FormattedMessage {...d.monthlyTotal} values={{ amount: format.money(data.totalMonthlyCents), count: active }} />
          </p>
          <div className="admin-table-scroll">
            <table className="admin-table admin-table--compact">
              <thead>
                <tr>
                  <th scope="col"><FormattedMessage {...d.donor} /></th>
                  <th scope="col"><FormattedMessage {...m.email} /></th>
                  <th scope="col"><FormattedMessage {...d.perMonth} /></th>
                  <th scope="col"><FormattedMessage {...d.started} /></th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((gift) => (
                  <tr key={gift.id}>
                    <td>
                      {gift.donorName}
                      {gift.status === 'past_due' && (
                        <span className="admin-badge admin-badge--muted">
                          <FormattedMessage {...d.pastDue} />
                        </span>
                      )}
                    </td>
                    <td>{gift.donorEmail}</td>
                    <td className="admin-number">{format.money(gift.amount, gift.currency)}</td>
                    <td>{gift.startedAt && format.date(gift.startedAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
