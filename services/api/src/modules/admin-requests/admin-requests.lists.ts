import type {
  AdminAssistanceRequest,
  AdminContactMessage,
  AdminFacilityRequest,
  AssistanceRequestListQuery,
  ContactMessageListQuery,
  FacilityRequestListQuery,
} from '@reentry/contracts/admin-lists';
import type { WorkList } from '@reentry/contracts/admin-rules';
import type { ListSpec, SortColumn } from '../admin-lists/list-engine.js';
import { applyWorkFilters, iso, selectWorkColumns, toWorkFields, type WorkTable } from './work-columns.js';

const createdAt: SortColumn = ['created_at', 'timestamptz'];
const status: SortColumn = ['status', 'text'];

export const facilityRequestList: ListSpec<FacilityRequestListQuery, AdminFacilityRequest> = {
  table: 'facility_requests',
  sortColumns: { createdAt, status, facilityName: ['facility_name', 'text'], participantCount: ['participant_count', 'integer'] },
  filter: (qb, query, context) => applyWorkFilters(qb, 'facility_requests', 'facility_type', query, context),
  select(qb, context) {
    qb.select(
      ...[
        'id',
        'facility_name',
        'facility_type',
        'contact_name',
        'contact_position',
        'contact_email',
        'contact_phone',
        'facility_address',
        'participant_count',
        'preferred_date',
        'special_requirements',
        'locale',
        'created_at',
      ].map((column) => `facility_requests.${column}`),
    );
    selectWorkColumns(qb, 'facility_requests', context);
  },
  toRow: (row) => ({
    id: row.id as number,
    facilityName: row.facilityName as string,
    facilityType: row.facilityType as AdminFacilityRequest['facilityType'],
    contactName: row.contactName as string,
    contactPosition: row.contactPosition as string,
    contactEmail: row.contactEmail as string,
    contactPhone: row.contactPhone as string,
    facilityAddress: row.facilityAddress as string,
    participantCount: row.participantCount as number,
    preferredDate: row.preferredDate as string,
    specialRequirements: (row.specialRequirements as string | null) ?? null,
    locale: row.locale as AdminFacilityRequest['locale'],
    createdAt: iso(row.createdAt),
    ...toWorkFields(row),
  }),
};

/** Lists never read the encrypted columns: only the audited detail endpoint decrypts them. */
export const assistanceRequestList: ListSpec<AssistanceRequestListQuery, AdminAssistanceRequest> = {
  table: 'assistance_requests',
  sortColumns: { createdAt, status, fullName: ['full_name', 'text'] },
  filter: (qb, query, context) => applyWorkFilters(qb, 'assistance_requests', 'assistance_type', query, context),
  select(qb, context) {
    qb.select(
      ...['id', 'reference', 'full_name', 'email', 'phone', 'release_date', 'location', 'assistance_type', 'has_transportation', 'locale', 'created_at'].map(
        (column) => `assistance_requests.${column}`,
      ),
    );
    selectWorkColumns(qb, 'assistance_requests', context);
  },
  toRow: (row) => ({
    id: row.id as number,
    reference: row.reference as string,
    fullName: row.fullName as string,
    email: row.email as string,
    phone: row.phone as string,
    releaseDate: row.releaseDate as string,
    location: row.location as string,
    assistanceType: row.assistanceType as AdminAssistanceRequest['assistanceType'],
    hasTransportation: row.hasTransportation as boolean,
    locale: row.locale as AdminAssistanceRequest['locale'],
    createdAt: iso(row.createdAt),
    ...toWorkFields(row),
  }),
};

export const contactMessageList: ListSpec<ContactMessageListQuery, AdminContactMessage> = {
  table: 'contact_messages',
  sortColumns: { createdAt, status, name: ['name', 'text'] },
  filter: (qb, query, context) => applyWorkFilters(qb, 'contact_messages', 'subject', query, context),
  select(qb, context) {
    qb.select(...['id', 'name', 'email', 'subject', 'message', 'locale', 'created_at'].map((column) => `contact_messages.${column}`));
    selectWorkColumns(qb, 'contact_messages', context);
  },
  toRow: (row) => ({
    id: row.id as number,
    name: row.name as string,
    email: row.email as string,
    subject: row.subject as AdminContactMessage['subject'],
    message: row.message as string,
    locale: row.locale as AdminContactMessage['locale'],
    createdAt: iso(row.createdAt),
    ...toWorkFields(row),
    overdue: false,
  }),
};

export const workTables: Record<WorkList, WorkTable> = {
  'facility-requests': 'facility_requests',
  'assistance-requests': 'assistance_requests',
  'contact-messages': 'contact_messages',
};
