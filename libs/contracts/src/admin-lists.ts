import { z } from './zod.js';
import { adminDonationSchema, donationStatuses, givingFrequencies } from './donations.js';
import { assistanceTypes, contactSubjects, facilityTypes } from './forms-rules.js';
import {
  ADMIN_PAGE,
  adminSorts,
  adminValidationMessages as m,
  requestStatuses,
  storyStatusFilters,
  userClassifications,
  userRoleFilters,
} from './admin-rules.js';
import { locales } from './locale.js';
import { text } from './text.js';

// ---- Query strings (`GET /api/admin/<list>?q=&sort=&page=&limit=&...`) ----

/** A query value that is absent or blank means "no filter". */
const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

const search = optional(
  text({ error: m.searchInvalid.id })
    .trim()
    .max(ADMIN_PAGE.searchMax, { error: m.searchInvalid.id })
    .transform((value) => value || undefined),
);
const filter = <const T extends readonly [string, ...string[]]>(values: T) => optional(z.enum(values, { error: m.filterInvalid.id }));
/** A calendar day in the site's time zone. */
const day = optional(
  z
    .string({ error: m.dateInvalid.id })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: m.dateInvalid.id })
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), {
      error: m.dateInvalid.id,
    }),
);
/** A record id as text (path or query): digits only, no sign, exponent or spaces ("1e3" is not an id). */
const positiveId = z
  .string({ error: m.idInvalid.id })
  .regex(/^[1-9][0-9]{0,9}$/, { error: m.idInvalid.id })
  .transform(Number)
  .refine((id) => id <= 2_147_483_647, { error: m.idInvalid.id });
const flag = optional(z.enum(['true', 'false'], { error: m.filterInvalid.id }).transform((value) => value === 'true'));

function paging<const T extends readonly [string, ...string[]]>(sorts: T) {
  return {
    q: search,
    sort: z.preprocess(blankToUndefined, z.enum(sorts, { error: m.sortInvalid.id }).default(sorts[0] as T[number] & string)),
    page: z.preprocess(blankToUndefined, z.coerce.number({ error: m.pageInvalid.id }).int({ error: m.pageInvalid.id }).min(1, { error: m.pageInvalid.id }).max(ADMIN_PAGE.maxPage, { error: m.pageInvalid.id }).default(1)),
    limit: z.preprocess(
      blankToUndefined,
      z.coerce.number({ error: m.limitInvalid.id }).int({ error: m.limitInvalid.id }).min(1, { error: m.limitInvalid.id }).max(ADMIN_PAGE.maxLimit, { error: m.limitInvalid.id }).default(ADMIN_PAGE.defaultLimit),
    ),
    from: day,
    to: day,
  };
}

/** The date range in order, and a page no deeper than ADMIN_PAGE.maxOffset rows. */
function withDateRange<T extends z.ZodType<{ from?: string; to?: string; page: number; limit: number }>>(schema: T) {
  return schema
    .refine((value) => !value.from || !value.to || value.from <= value.to, { error: m.dateRangeInvalid.id, path: ['from'] })
    .refine((value) => (value.page - 1) * value.limit < ADMIN_PAGE.maxOffset, { error: m.pageTooDeep.id, path: ['page'] });
}

/** Who a request is assigned to: a staff member's id, or `none` for unassigned requests. */
const assignee = optional(z.union([z.literal('none'), positiveId], { error: m.filterInvalid.id }));

const workFilters = { status: filter(requestStatuses), assignee, overdue: flag };

export const facilityRequestListQuerySchema = withDateRange(z.strictObject({ ...paging(adminSorts['facility-requests']), ...workFilters, type: filter(facilityTypes) }));
export const assistanceRequestListQuerySchema = withDateRange(z.strictObject({ ...paging(adminSorts['assistance-requests']), ...workFilters, type: filter(assistanceTypes) }));
export const contactMessageListQuerySchema = withDateRange(z.strictObject({ ...paging(adminSorts['contact-messages']), ...workFilters, type: filter(contactSubjects) }));
export const donationListQuerySchema = withDateRange(z.strictObject({ ...paging(adminSorts.donations), status: filter(donationStatuses), frequency: filter(givingFrequencies) }));
export const successStoryAdminListQuerySchema = withDateRange(z.strictObject({ ...paging(adminSorts['success-stories']), status: filter(storyStatusFilters), locale: filter(locales) }));
export const userProgressListQuerySchema = withDateRange(z.strictObject({ ...paging(adminSorts['user-progress']), role: filter(userRoleFilters), instructorId: optional(positiveId) }));

export type FacilityRequestListQuery = z.output<typeof facilityRequestListQuerySchema>;
export type AssistanceRequestListQuery = z.output<typeof assistanceRequestListQuerySchema>;
export type ContactMessageListQuery = z.output<typeof contactMessageListQuerySchema>;
export type DonationListQuery = z.output<typeof donationListQuerySchema>;
export type SuccessStoryAdminListQuery = z.output<typeof successStoryAdminListQuerySchema>;
export type UserProgressListQuery = z.output<typeof userProgressListQuerySchema>;

/** Path parameter `:id` of every admin route that names one record. */
export const adminIdParamSchema = z.object({ id: positiveId });

// ---- Rows and pages ----

const iso = z.iso.datetime();
const workFields = {
  status: z.enum(requestStatuses),
  assigneeId: z.number().int().positive().nullable(),
  assigneeName: z.string().nullable(),
  /** Still new past the site's promise (48 hours; workshops 2 business days). */
  overdue: z.boolean(),
};

export const adminFacilityRequestSchema = z.object({
  id: z.number().int().positive(),
  facilityName: z.string(),
  facilityType: z.enum(facilityTypes),
  contactName: z.string(),
  contactPosition: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string(),
  facilityAddress: z.string(),
  participantCount: z.number().int(),
  preferredDate: z.string(),
  specialRequirements: z.string().nullable(),
  locale: z.enum(locales),
  createdAt: iso,
  ...workFields,
});
export type AdminFacilityRequest = z.infer<typeof adminFacilityRequestSchema>;

/** An application as lists show it: never its encrypted fields (only the audited detail endpoint decrypts them). */
export const adminAssistanceRequestSchema = z.object({
  id: z.number().int().positive(),
  reference: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  releaseDate: z.string(),
  location: z.string(),
  assistanceType: z.enum(assistanceTypes),
  hasTransportation: z.boolean(),
  locale: z.enum(locales),
  createdAt: iso,
  ...workFields,
});
export type AdminAssistanceRequest = z.infer<typeof adminAssistanceRequestSchema>;

export const adminContactMessageSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  email: z.string(),
  subject: z.enum(contactSubjects),
  message: z.string(),
  locale: z.enum(locales),
  createdAt: iso,
  ...workFields,
  overdue: z.literal(false),
});
export type AdminContactMessage = z.infer<typeof adminContactMessageSchema>;

export const adminSuccessStorySchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  story: z.string(),
  location: z.string().nullable(),
  occupation: z.string().nullable(),
  imageUrl: z.string().nullable(),
  locale: z.enum(locales),
  isApproved: z.boolean(),
  publishConsentAt: iso.nullable(),
  createdAt: iso,
  /** This story is a translation of that one (written by staff, or a sample). */
  translationOfId: z.number().int().positive().nullable(),
  /** The translation of this story into the other language, when there is one. */
  translation: z.object({ id: z.number().int().positive(), story: z.string(), location: z.string().nullable(), occupation: z.string().nullable() }).nullable(),
});
export type AdminSuccessStory = z.infer<typeof adminSuccessStorySchema>;

export const adminUserProgressSchema = z.object({
  id: z.number().int().positive(),
  username: z.string(),
  name: z.string(),
  /** Null for a learner who signed up with a class code and no email (issue 31). */
  email: z.string().nullable(),
  isAdmin: z.boolean(),
  isInstructor: z.boolean(),
  /** May edit and publish content (the content studio); admins grant it in the user's details. */
  isContentEditor: z.boolean(),
  assignedInstructorId: z.number().int().positive().nullable(),
  assignedInstructorName: z.string().nullable(),
  classification: z.enum(userClassifications),
  completedModules: z.array(z.number().int()),
  quizScores: z.record(z.string(), z.number().int()),
  createdAt: iso,
});
export type AdminUserProgress = z.infer<typeof adminUserProgressSchema>;

/** One page of a list. `total` counts at most ADMIN_PAGE.countCap rows; `totalCapped` says there are more. */
export function adminPageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    page: z.number().int().positive(),
    limit: z.number().int().positive(),
    total: z.number().int().min(0),
    totalCapped: z.boolean(),
    hasMore: z.boolean(),
  });
}
export interface AdminPage<T> {
  items: T[];
  page: number;
  limit: number;
  total: number;
  totalCapped: boolean;
  hasMore: boolean;
}

export const adminDonationPageSchema = adminPageSchema(adminDonationSchema);

/** `GET /api/admin/staff`: the people a request can be assigned to (admins). */
export const staffMemberSchema = z.object({ id: z.number().int().positive(), name: z.string(), username: z.string() });
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** `GET /api/admin/instructors`: every instructor with how many students they have. */
export const adminInstructorSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  username: z.string(),
  /** Null when a learner without email was made an instructor. */
  email: z.string().nullable(),
  studentCount: z.number().int().min(0),
});
export type AdminInstructor = z.infer<typeof adminInstructorSchema>;
