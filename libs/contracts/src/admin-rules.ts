import { defineMessages } from './messages.js';

// No zod here: the admin dashboard reads these in the browser (its lists' filters, sorts and limits).

/** Work status of a facility request, assistance application or contact message. */
export const requestStatuses = ['new', 'in_progress', 'done'] as const;
export type RequestStatus = (typeof requestStatuses)[number];

/** The lists of the admin dashboard, each `GET /api/admin/<list>` (JSON) and `GET /api/admin/<list>.csv`. */
export const adminLists = ['facility-requests', 'assistance-requests', 'contact-messages', 'donations', 'success-stories', 'user-progress'] as const;
export type AdminList = (typeof adminLists)[number];

/** The lists whose rows are work to do: they have a status and an assignee. */
export const workLists = ['facility-requests', 'assistance-requests', 'contact-messages'] as const;
export type WorkList = (typeof workLists)[number];

export const ADMIN_PAGE = {
  defaultLimit: 25,
  maxLimit: 100,
  maxPage: 10_000,
  /** Pages reach this many rows deep; past that, search, filter or sort the other way. Keeps deep pages fast. */
  maxOffset: 10_000,
  /** Counts stop here (a list then says "1,000+"), so a count never walks a whole big table. */
  countCap: 1_000,
  searchMax: 100,
} as const;

/** Sort keys per list; a leading `-` sorts newest or largest first. The first is the default. */
export const adminSorts = {
  'facility-requests': ['-createdAt', 'createdAt', 'facilityName', '-facilityName', 'participantCount', '-participantCount', 'status', '-status'],
  'assistance-requests': ['-createdAt', 'createdAt', 'fullName', '-fullName', 'status', '-status'],
  'contact-messages': ['-createdAt', 'createdAt', 'name', '-name', 'status', '-status'],
  donations: ['-createdAt', 'createdAt', 'amount', '-amount', 'donorName', '-donorName', 'status', '-status'],
  'success-stories': ['-createdAt', 'createdAt', 'name', '-name'],
  'user-progress': ['-createdAt', 'createdAt', 'name', '-name', 'username', '-username'],
} as const satisfies Record<AdminList, readonly [string, ...string[]]>;
export type AdminSort<L extends AdminList> = (typeof adminSorts)[L][number];

/** How the admin views classify a user (spec section 4); admins are flagged apart. */
export const userClassifications = ['instructor', 'assigned', 'unassigned'] as const;
export type UserClassification = (typeof userClassifications)[number];
/** The user-progress list's role filter. */
export const userRoleFilters = ['instructor', 'assigned', 'unassigned', 'admin'] as const;
export type UserRoleFilter = (typeof userRoleFilters)[number];

export const storyStatusFilters = ['approved', 'pending'] as const;
export type StoryStatusFilter = (typeof storyStatusFilters)[number];

/** The site's promises (spec section 9): a new application is overdue after 48 hours, a workshop request after 2 business days. */
export const RESPONSE_PROMISES = { assistanceHours: 48, workshopBusinessDays: 2 } as const;

/** Tabs of the dashboard, in order; the first is where /admin opens. */
export const adminTabs = [
  'overview',
  'facility-requests',
  'assistance-requests',
  'donations',
  'contact-messages',
  'user-progress',
  'instructors',
  'success-stories',
  'x-post-generator',
  'certificates',
  'kiosk-links',
  'content',
  'organisation',
  'audit-log',
] as const;
export type AdminTab = (typeof adminTabs)[number];

/**
 * What a content editor (not an admin) sees of the dashboard: the content studio (issue 32) and the
 * organisation's public contact details (issue 39; its name, legal name and tax ID stay admin-only).
 */
export const contentEditorTabs = ['content', 'organisation'] as const satisfies readonly AdminTab[];

/** The tabs this person may open: an admin every tab, a content editor the content studio and the organisation. */
export const tabsFor = (user: { isAdmin: boolean; isContentEditor?: boolean } | null | undefined): readonly AdminTab[] =>
  user?.isAdmin ? adminTabs : user?.isContentEditor ? contentEditorTabs : [];

export const adminValidationMessages = defineMessages({
  searchInvalid: { id: 'contracts.admin.searchInvalid', defaultMessage: 'Search for 100 characters or fewer, without hidden characters', description: 'Admin list: the search text is too long or has control characters' },
  pageInvalid: { id: 'contracts.admin.pageInvalid', defaultMessage: 'The page must be a whole number from 1 to 10,000', description: 'Admin list: bad page number' },
  pageTooDeep: { id: 'contracts.admin.pageTooDeep', defaultMessage: 'Only the first 10,000 rows can be paged through. Search, filter or sort the other way to see the rest.', description: 'Admin list: page too far from the start' },
  limitInvalid: { id: 'contracts.admin.limitInvalid', defaultMessage: 'Show from 1 to 100 rows per page', description: 'Admin list: bad page size' },
  sortInvalid: { id: 'contracts.admin.sortInvalid', defaultMessage: 'This list cannot be sorted that way', description: 'Admin list: unknown sort key' },
  filterInvalid: { id: 'contracts.admin.filterInvalid', defaultMessage: 'This filter value is not one we know', description: 'Admin list: unknown filter value' },
  dateInvalid: { id: 'contracts.admin.dateInvalid', defaultMessage: 'Enter a real date as YYYY-MM-DD', description: 'Admin list: a date filter is not a date' },
  dateRangeInvalid: { id: 'contracts.admin.dateRangeInvalid', defaultMessage: 'The "from" date must be on or before the "to" date', description: 'Admin list: from date after to date' },
  idInvalid: { id: 'contracts.admin.idInvalid', defaultMessage: 'The id must be a whole number from 1 up', description: 'Admin API: a record id in the path is not a positive whole number' },
  isInstructorInvalid: { id: 'contracts.admin.isInstructorInvalid', defaultMessage: 'Send isInstructor as true or false', description: 'Toggle instructor: bad body' },
  isContentEditorInvalid: { id: 'contracts.admin.isContentEditorInvalid', defaultMessage: 'Send isContentEditor as true or false', description: 'Content editor role: bad body' },
  instructorIdInvalid: { id: 'contracts.admin.instructorIdInvalid', defaultMessage: 'Send instructorId as a whole number, or null to clear it', description: 'Assign instructor: bad body' },
  statusInvalid: { id: 'contracts.admin.statusInvalid', defaultMessage: 'The status must be new, in progress or done', description: 'Request status: bad value' },
  assigneeInvalid: { id: 'contracts.admin.assigneeInvalid', defaultMessage: 'Send assigneeId as a whole number, or null to clear it', description: 'Request assignee: bad value' },
  workflowEmpty: { id: 'contracts.admin.workflowEmpty', defaultMessage: 'Send a status, an assignee, or both', description: 'Request update: nothing to change' },
  isApprovedInvalid: { id: 'contracts.admin.isApprovedInvalid', defaultMessage: 'Send isApproved as true or false', description: 'Story moderation: bad body' },
  weeksInvalid: { id: 'contracts.admin.weeksInvalid', defaultMessage: 'Choose from 1 to 52 weeks', description: 'Overview: bad number of weeks' },
});
