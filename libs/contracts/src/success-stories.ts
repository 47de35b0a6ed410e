import { z } from 'zod';

/** An approved success story as the home page's testimonials receive it. */
export const successStorySchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  imageUrl: z.string().nullable(),
  story: z.string(),
  location: z.string().nullable(),
  occupation: z.string().nullable(),
  createdAt: z.string(),
});
export type SuccessStory = z.infer<typeof successStorySchema>;
export const successStoryListSchema = z.array(successStorySchema);
