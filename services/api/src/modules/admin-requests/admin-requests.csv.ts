import type { AdminAssistanceRequest, AdminContactMessage, AdminFacilityRequest } from '@reentry/contracts/admin-lists';
import { csvDateTime, type CsvColumn } from '../admin-lists/csv-export.js';

interface WorkCsvRow {
  id: number;
  createdAt: string;
  status: string;
  overdue: boolean;
  assigneeName: string | null;
  locale: string;
}

function workColumns<Row extends WorkCsvRow>(timeZone: string, fields: CsvColumn<Row>[]): CsvColumn<Row>[] {
  return [
    { header: 'id', value: (row) => row.id },
    { header: 'received', value: (row) => csvDateTime(row.createdAt, timeZone) },
    { header: 'status', value: (row) => row.status },
    { header: 'overdue', value: (row) => row.overdue },
    { header: 'assignee', value: (row) => row.assigneeName },
    ...fields,
    { header: 'language', value: (row) => row.locale },
  ];
}

export const facilityRequestCsv = (timeZone: string) =>
  workColumns<AdminFacilityRequest>(timeZone, [
    { header: 'facility_name', value: (row) => row.facilityName },
    { header: 'facility_type', value: (row) => row.facilityType },
    { header: 'contact_name', value: (row) => row.contactName },
    { header: 'contact_position', value: (row) => row.contactPosition },
    { header: 'contact_email', value: (row) => row.contactEmail },
    { header: 'contact_phone', value: (row) => row.contactPhone },
    { header: 'facility_address', value: (row) => row.facilityAddress },
    { header: 'participant_count', value: (row) => row.participantCount },
    { header: 'preferred_date', value: (row) => row.preferredDate },
    { header: 'special_requirements', value: (row) => row.specialRequirements },
  ]);

/** No encrypted field is ever exported. */
export const assistanceRequestCsv = (timeZone: string) =>
  workColumns<AdminAssistanceRequest>(timeZone, [
    { header: 'reference', value: (row) => row.reference },
    { header: 'full_name', value: (row) => row.fullName },
    { header: 'email', value: (row) => row.email },
    { header: 'phone', value: (row) => row.phone },
    { header: 'release_date', value: (row) => row.releaseDate },
    { header: 'location', value: (row) => row.location },
    { header: 'assistance_type', value: (row) => row.assistanceType },
    { header: 'has_transportation', value: (row) => row.hasTransportation },
  ]);

export const contactMessageCsv = (timeZone: string) =>
  workColumns<AdminContactMessage>(timeZone, [
    { header: 'name', value: (row) => row.name },
    { header: 'email', value: (row) => row.email },
    { header: 'subject', value: (row) => row.subject },
    { header: 'message', value: (row) => row.message },
  ]);
