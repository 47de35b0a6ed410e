import { FormattedMessage } from 'react-intl';
import type { AdminDonation } from '@reentry/contracts/donations';
import { choicesOf } from '../../shared/choices';
import { DetailList } from '../../shared/details-dialog';
import { useFormatters } from '../../shared/format';
import type { ListParams } from '../../shared/list-params';
import { ListTab } from '../../shared/list-tab';
import type { ListColumn } from '../../shared/list-table';
import { listMessages as m } from '../../shared/list.messages';
import { DonationStatusBadge, donationStatusLabel, donationStatusValues } from './donation-status';
import { donationMessages as d } from './donations.messages';
import { MonthlyDonors } from './monthly-donors';

const frequencyValues = ['once', 'monthly'] as const;
const frequencyLabel = { once: d.once, monthly: d.monthly };

type Row = AdminDonation;

/** The donations tab: amounts in dollars with 2 decimals, dates MMM d, yyyy, status in colour and words. */
export function DonationsTab({ params }: { params: ListParams }) {
  const format = useFormatters();
  const columns: ListColumn<Row>[] = [
    { id: 'createdAt', sortKey: 'createdAt', header: d.date, cell: (row) => format.date(row.createdAt) },
    {
      id: 'donorName',
      sortKey: 'donorName',
      header: d.donor,
      cell: (row) => (
        <>
          {row.donorName}
          {row.isAnonymous && (
            <span className="admin-badge admin-badge--muted">
              <FormattedMessage {...d.anonymous} />
            </span>
          )}
        </>
      ),
    },
    { id: 'email', header: m.email, cell: (row) => row.donorEmail },
    { id: 'amount', sortKey: 'amount', header: d.amount, cell: (row) => <span className="admin-number">{format.money(row.amount, row.currency)}</span> },
    { id: 'frequency', header: d.frequency, cell: (row) => <FormattedMessage {...frequencyLabel[row.frequency]} /> },
    { id: 'status', sortKey: 'status', header: m.status, cell: (row) => <DonationStatusBadge status={row.status} /> },
  ];
  return (
    <>
      <MonthlyDonors />
      <ListTab<Row>
        list="donations"
        tab="donations"
        params={params}
        caption={d.caption}
        empty={d.empty}
        columns={columns}
        filters={[
          { name: 'status', label: m.status, choices: choicesOf(donationStatusValues, donationStatusLabel) },
          { name: 'frequency', label: d.frequency, choices: choicesOf(frequencyValues, frequencyLabel) },
        ]}
        nameOf={(row) => row.donorName}
        details={(row) => (
          <DetailList
            items={[
              [<FormattedMessage {...d.date} />, format.dateTime(row.createdAt)],
              [<FormattedMessage {...d.amount} />, format.money(row.amount, row.currency)],
              [<FormattedMessage {...m.status} />, <DonationStatusBadge status={row.status} />],
              [<FormattedMessage {...d.paidAt} />, row.succeededAt && format.dateTime(row.succeededAt)],
              [<FormattedMessage {...d.refunded} />, row.amountRefunded > 0 ? format.money(row.amountRefunded, row.currency) : null],
              [<FormattedMessage {...m.email} />, <a href={`mailto:${row.donorEmail}`}>{row.donorEmail}</a>],
              [<FormattedMessage {...m.phone} />, row.donorPhone],
              [<FormattedMessage {...d.address} />, row.donorAddress],
              [<FormattedMessage {...d.anonymousDetail} />, <FormattedMessage {...(row.isAnonymous ? m.yes : m.no)} />],
              [<FormattedMessage {...d.message} />, row.message],
              [<FormattedMessage {...m.language} />, <FormattedMessage {...(row.locale === 'es' ? m.spanish : m.english)} />],
              [<FormattedMessage {...d.paymentId} />, row.stripePaymentIntentId && <code>{row.stripePaymentIntentId}</code>],
              [<FormattedMessage {...d.frequency} />, <FormattedMessage {...frequencyLabel[row.frequency]} />],
              [<FormattedMessage {...d.subscriptionId} />, row.stripeSubscriptionId && <code>{row.stripeSubscriptionId}</code>],
              [<FormattedMessage {...d.invoiceId} />, row.stripeInvoiceId && <code>{row.stripeInvoiceId}</code>],
            ]}
          />
        )}
      />
    </>
  );
}
