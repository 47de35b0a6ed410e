import { z } from './zod.js';
import { honeypot, optionalText, requiredText } from './form-fields.js';
import { FORM_LIMITS as L, formValidationMessages as m } from './forms-rules.js';
import { locales } from './locale.js';

/** An approved success story as the home page's testimonials receive it. */
export const successStorySchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  imageUrl: z.string().nullable(),
  story: z.string(),
  location: z.string().nullable(),
  occupation: z.string().nullable(),
  /** The language the story is written in (pages set `lang` on a story in another language). */
  locale: z.enum(locales),
  /** Set when this text is a translation: the language the story was first written in. */
  translatedFrom: z.enum(locales).nullable(),
  createdAt: z.string(),
});
export type SuccessStory = z.infer<typeof successStorySchema>;
export const successStoryListSchema = z.array(successStorySchema);

/**
 * `GET /api/success-stories?locale=es`: the stories in that language (originals and translations into it), newest
 * first; only when that language has none, the stories of the other language (default: the request's language).
 */
export const successStoryListQuerySchema = z.object({ locale: z.enum(locales).optional() });

/**
 * `POST /api/success-stories`: a visitor shares a story. It is saved unapproved, in the language of the
 * request, and shows nowhere until an admin approves it. Answers `{ received: true }`.
 */
export const successStorySubmissionSchema = z.object({
  name: requiredText(m.nameRequired.id, { min: L.nameMin }),
  story: requiredText(m.storyMin.id, { min: L.storyMin, size: 'long' }),
  location: optionalText('short'),
  occupation: optionalText('short'),
  consentToPublish: z.literal(true, { error: m.publishConsentRequired.id }),
  website: honeypot,
});
export type SuccessStorySubmissionInput = z.input<typeof successStorySubmissionSchema>;
export type SuccessStorySubmission = z.output<typeof successStorySubmissionSchema>;

/**
 * `POST /api/admin/success-stories/:id/translation`: staff write (or correct) the translation of a story into
 * the other language (issue 39, 4.3). The name, photo, consent and approval come from the original.
 */
export const storyTranslationSchema = z.object({
  story: requiredText(m.storyMin.id, { min: L.storyMin, size: 'long' }),
  location: optionalText('short'),
  occupation: optionalText('short'),
});
export type StoryTranslation = z.output<typeof storyTranslationSchema>;
