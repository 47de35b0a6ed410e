import { FormattedMessage } from 'react-intl';
import type { AdminContactMessage } from '@reentry/contracts/admin-lists';
import { contactSubjects } from '@reentry/contracts/forms-rules';
import { choicesOf, workFilters } from '../../shared/choices';
import { DetailList } from '../../shared/details-dialog';
import { useFormatters } from '../../shared/format';
import type { ListParams } from '../../shared/list-params';
import { ListTab } from '../../shared/list-tab';
import type { ListColumn } from '../../shared/list-table';
import { listMessages as m } from '../../shared/list.messages';
import { useStaff } from '../../shared/staff.query';
import { StatusCell } from '../../shared/status-cell';
import { WorkflowEditor } from '../../shared/workflow-editor';
import { contactMessages as c } from './contact-messages.messages';

type Row = AdminContactMessage;
const PREVIEW = 120;

/** The contact-messages tab (the spec's columns: name, email, message, date; plus subject and status). */
export function ContactMessagesTab({ params }: { params: ListParams }) {
  const format = useFormatters();
  const staff = useStaff();
  const columns: ListColumn<Row>[] = [
    { id: 'createdAt', sortKey: 'createdAt', header: m.received, cell: (row) => format.date(row.createdAt) },
    { id: 'name', sortKey: 'name', header: c.name, cell: (row) => row.name },
    { id: 'email', header: m.email, cell: (row) => row.email },
    { id: 'subject', header: c.subject, cell: (row) => <FormattedMessage {...c[row.subject]} /> },
    { id: 'message', header: c.message, cell: (row) => (row.message.length > PREVIEW ? `${row.message.slice(0, PREVIEW)}…` : row.message) },
    { id: 'status', sortKey: 'status', header: m.status, cell: (row) => <StatusCell status={row.status} overdue={false} /> },
  ];
  return (
    <ListTab<Row>
      list="contact-messages"
      tab="contact-messages"
      params={params}
      caption={c.caption}
      empty={c.empty}
      columns={columns}
      filters={[...workFilters(staff.data, false), { name: 'type', label: c.subject, choices: choicesOf(contactSubjects, c) }]}
      nameOf={(row) => row.name}
      details={(row) => (
        <>
          <DetailList
            items={[
              [<FormattedMessage {...m.received} />, format.dateTime(row.createdAt)],
              [<FormattedMessage {...m.email} />, <a href={`mailto:${row.email}`}>{row.email}</a>],
              [<FormattedMessage {...c.subject} />, <FormattedMessage {...c[row.subject]} />],
              [<FormattedMessage {...c.message} />, <span className="admin-pre">{row.message}</span>],
              [<FormattedMessage {...m.language} />, <FormattedMessage {...(row.locale === 'es' ? m.spanish : m.english)} />],
            ]}
          />
          <WorkflowEditor list="contact-messages" row={row} />
        </>
      )}
    />
  );
}
