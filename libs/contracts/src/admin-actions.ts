import { z } from './zod.js';
import { adminValidationMessages as m, requestStatuses } from './admin-rules.js';

const userId = (message: string) => z.number({ error: message }).int({ error: message }).min(1, { error: message }).max(2_147_483_647, { error: message });

/** `POST /api/admin/users/:id/toggle-instructor`: make a user an instructor, or take the flag away. */
export const toggleInstructorSchema = z.object({ isInstructor: z.boolean({ error: m.isInstructorInvalid.id }) });
export type ToggleInstructor = z.infer<typeof toggleInstructorSchema>;

/** `POST /api/admin/users/:id/content-editor`: gives or takes the content editor role. */
export const contentEditorRoleSchema = z.object({ isContentEditor: z.boolean({ error: m.isContentEditorInvalid.id }) });

/**
 * `POST /api/admin/students/:id/assign-instructor`: `null` clears the assignment (spec section 5: an empty
 * selection sends null; otherwise the id is an integer, never a string).
 */
export const assignInstructorSchema = z.object({ instructorId: userId(m.instructorIdInvalid.id).nullable() });
export type AssignInstructor = z.infer<typeof assignInstructorSchema>;

/** `POST /api/admin/<facility-requests|assistance-requests|contact-messages>/:id/workflow`: status, assignee, or both. */
export const requestWorkflowSchema = z
  .object({
    status: z.enum(requestStatuses, { error: m.statusInvalid.id }).optional(),
    assigneeId: userId(m.assigneeInvalid.id).nullable().optional(),
  })
  .refine((value) => value.status !== undefined || value.assigneeId !== undefined, { error: m.workflowEmpty.id });
export type RequestWorkflow = z.infer<typeof requestWorkflowSchema>;

/** `POST /api/admin/success-stories/:id/approval`: show the story on the home page, or hide it again. */
export const storyApprovalSchema = z.object({ isApproved: z.boolean({ error: m.isApprovedInvalid.id }) });
export type StoryApproval = z.infer<typeof storyApprovalSchema>;
