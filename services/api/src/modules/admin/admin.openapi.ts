import { resetCodeSchema } from '@reentry/contracts/reset-codes';
import { storyTranslationSchema } from '@reentry/contracts/success-stories';
import { rosterSchema } from '@reentry/contracts/roster';
import { z } from 'zod';
import { assignInstructorSchema, contentEditorRoleSchema, requestWorkflowSchema, storyApprovalSchema, toggleInstructorSchema } from '@reentry/contracts/admin-actions';
import {
  adminAssistanceRequestSchema,
  adminContactMessageSchema,
  adminDonationPageSchema,
  adminFacilityRequestSchema,
  adminIdParamSchema,
  adminInstructorSchema,
  adminPageSchema,
  adminSuccessStorySchema,
  adminUserProgressSchema,
  assistanceRequestListQuerySchema,
  contactMessageListQuerySchema,
  donationListQuerySchema,
  facilityRequestListQuerySchema,
  staffMemberSchema,
  successStoryAdminListQuerySchema,
  userProgressListQuerySchema,
} from '@reentry/contracts/admin-lists';
import { overviewQuerySchema, overviewSchema } from '@reentry/contracts/admin-overview';
import { defineRoutes, type RouteDoc } from '../../openapi/route-doc.js';

const tag = 'Admin';
const changed = z.looseObject({});

/** A list (one page as JSON) and its CSV export of the whole current filter, behind the admin guard. */
function list(path: string, name: string, query: z.ZodObject, page: z.ZodType): RouteDoc[] {
  return [
    { method: 'get', path, access: 'admin', tag, summary: `${name}: search, filters, sort and paging`, query, errors: [400], responses: { 200: { description: 'One page.', schema: page } } },
    {
      method: 'get', path: `${path}.csv`, access: 'admin', tag, summary: `${name} as CSV (formula cells neutralised; the export is audited)`, query, errors: [400],
      responses: { 200: { description: 'CSV file.', schema: z.string(), contentType: 'text/csv' } },
    },
  ];
}

const workflow = (list: string): RouteDoc => ({
  method: 'post', path: `/api/admin/${list}/:id/workflow`, access: 'admin', tag, summary: 'Set the status (new, in progress, done) and the staff assignee; audited',
  params: adminIdParamSchema, body: requestWorkflowSchema, errors: [400, 404], responses: { 200: { description: 'The updated row.', schema: changed } },
});

export const adminApiDocs = defineRoutes([
  ...list('/api/admin/facility-requests', 'Workshop requests', facilityRequestListQuerySchema, adminPageSchema(adminFacilityRequestSchema)),
  ...list('/api/admin/assistance-requests', 'Assistance applications (never the encrypted fields)', assistanceRequestListQuerySchema, adminPageSchema(adminAssistanceRequestSchema)),
  ...list('/api/admin/contact-messages', 'Contact messages', contactMessageListQuerySchema, adminPageSchema(adminContactMessageSchema)),
  ...list('/api/admin/donations', 'Donations', donationListQuerySchema, adminDonationPageSchema),
  ...list('/api/admin/success-stories', 'Success stories, approved or waiting', successStoryAdminListQuerySchema, adminPageSchema(adminSuccessStorySchema)),
  ...list('/api/admin/user-progress', 'Users with their progress and classification', userProgressListQuerySchema, adminPageSchema(adminUserProgressSchema)),
  workflow('facility-requests'),
  workflow('assistance-requests'),
  workflow('contact-messages'),
  { method: 'get', path: '/api/admin/instructors', access: 'admin', tag, summary: 'Every instructor with their number of students', responses: { 200: { description: 'Instructors.', schema: z.array(adminInstructorSchema) } } },
  {
    method: 'get', path: '/api/admin/instructors/:id/roster', access: 'admin', tag, summary: "One instructor's roster of people with no account (issue 41); audited",
    params: adminIdParamSchema, errors: [400, 404], responses: { 200: { description: 'The roster, in the order people were added; 404 for anyone who is not an instructor.', schema: rosterSchema } },
  },
  { method: 'get', path: '/api/admin/staff', access: 'admin', tag, summary: 'The people a request can be assigned to', responses: { 200: { description: 'Admins.', schema: z.array(staffMemberSchema) } } },
  {
    method: 'post', path: '/api/admin/users/:id/toggle-instructor', access: 'admin', tag, summary: 'Make or unmake an instructor (unmaking clears their students); audited',
    params: adminIdParamSchema, body: toggleInstructorSchema, errors: [400, 404], responses: { 200: { description: 'The user after the change.', schema: changed } },
  },
  {
    method: 'post', path: '/api/admin/users/:id/content-editor', access: 'admin', tag, summary: 'Give or take the content editor role (content studio only; their sessions end); audited',
    params: adminIdParamSchema, body: contentEditorRoleSchema, errors: [400, 404], responses: { 200: { description: 'The user id and the role now.', schema: z.object({ id: z.number().int(), isContentEditor: z.boolean() }) } },
  },
  {
    method: 'post', path: '/api/admin/users/:id/reset-code', access: 'admin', tag, summary: 'Make a one-time reset code for a learner (not for staff); audited',
    params: adminIdParamSchema, rateLimited: true, errors: [403, 404], responses: { 201: { description: 'The code (never shown again).', schema: resetCodeSchema } },
  },
  {
    method: 'post', path: '/api/admin/students/:id/assign-instructor', access: 'admin', tag, summary: "Assign a student to an instructor, or clear it (null); audited",
    params: adminIdParamSchema, body: assignInstructorSchema, errors: [400, 404], responses: { 200: { description: 'The student after the change.', schema: changed } },
  },
  {
    method: 'post', path: '/api/admin/success-stories/:id/approval', access: 'admin', tag, summary: 'Approve or unapprove a story (only approved stories are public); audited',
    params: adminIdParamSchema, body: storyApprovalSchema, errors: [400, 404], responses: { 200: { description: 'The story after the change.', schema: changed } },
  },
  {
    method: 'post', path: '/api/admin/success-stories/:id/translation', access: 'admin', tag, summary: "Write or correct a story's translation into the other language; audited",
    description: "One translation per story, in the language the story is not written in, with the original's name, photo, consent and approval; sent again, it corrects that translation. A translation cannot itself be translated (409).",
    params: adminIdParamSchema, body: storyTranslationSchema, errors: [400, 404, 409], responses: { 200: { description: 'The original story, with its translation.', schema: changed } },
  },
  {
    method: 'post', path: '/api/admin/success-stories/:id/delete', access: 'admin', tag, summary: 'Delete a story; audited',
    params: adminIdParamSchema, errors: [400, 404], responses: { 200: { description: 'Deleted.', schema: changed } },
  },
  {
    method: 'get', path: '/api/admin/overview', access: 'admin', tag, summary: 'The learner funnel, requests and donations per week, monthly and one-time giving per month, most-missed questions',
    query: overviewQuerySchema, errors: [400], responses: { 200: { description: 'Overview (cached for a minute).', schema: overviewSchema } },
  },
]);
