import { z } from './zod.js';

/** What the API answers (201) for a public form that has no reference number to give. */
export const submissionReceivedSchema = z.object({ received: z.literal(true) });
export type SubmissionReceived = z.infer<typeof submissionReceivedSchema>;
