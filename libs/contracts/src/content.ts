import { z } from './zod.js';
import { moduleIdSchema } from './module-id.js';

/**
 * Shapes of the curriculum content (`@reentry/content`). Every language holds the same ids,
 * so pages and the API can address a module, section, question or option the same way in
 * English and Spanish.
 */
const text = z.string().trim().min(1);

/** Stable, language-neutral key: lowercase words joined by hyphens. */
export const contentIdSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use a kebab-case id');

/** An external link or a cited source. Always https. */
export const linkSchema = z.object({
  label: text,
  url: z.url({ protocol: /^https$/ }),
});
export type Link = z.infer<typeof linkSchema>;

/** One block of reading content: a module section or a guide section. */
export const sectionSchema = z
  .object({
    id: contentIdSchema,
    title: text,
    paragraphs: z.array(text).min(1),
    bullets: z.array(text).min(1).optional(),
    /** Site-relative path, e.g. `/images/release-card.webp`. */
    image: z.string().regex(/^\/images\/[\w./-]+$/).optional(),
    imageAlt: text.optional(),
    /** Official sources a reader may want to check. */
    sources: z.array(linkSchema).optional(),
  })
  .refine((s) => !s.image || Boolean(s.imageAlt), { message: 'An image needs alt text', path: ['imageAlt'] });
export type Section = z.infer<typeof sectionSchema>;

export const moduleLevels = ['Beginner', 'Intermediate', 'Advanced'] as const;
export const moduleLevelSchema = z.enum(moduleLevels);
export type ModuleLevel = z.infer<typeof moduleLevelSchema>;

/** What lists and cards show of a module. `level` is a key; the page translates its label. */
export const moduleSummarySchema = z.object({
  id: moduleIdSchema,
  title: text,
  level: moduleLevelSchema,
  description: text,
});
export type ModuleSummary = z.infer<typeof moduleSummarySchema>;

/** A learning module (spec section 3). */
export const learningModuleSchema = moduleSummarySchema.extend({
  topics: z.array(text).min(1),
  content: z.object({ sections: z.array(sectionSchema).min(5) }),
});
export type LearningModule = z.infer<typeof learningModuleSchema>;

/** What a module card shows (the modules page, the home page, certificates): a lesson without its text. */
export const moduleCardSchema = learningModuleSchema.pick({ id: true, title: true, level: true, description: true, topics: true });
export type ModuleCard = z.infer<typeof moduleCardSchema>;

/** A titled guide made of sections, e.g. the ten-section Financial Literacy Basics guide. */
export const guideSchema = z.object({
  id: contentIdSchema,
  title: text,
  intro: text,
  sections: z.array(sectionSchema).min(1),
});
export type Guide = z.infer<typeof guideSchema>;

/** A short card: a tip, a home mission card, a resource organisation. */
export const cardSchema = z.object({
  id: contentIdSchema,
  title: text,
  body: z.array(text).min(1),
  bullets: z.array(text).min(1).optional(),
  links: z.array(linkSchema).optional(),
});
export type Card = z.infer<typeof cardSchema>;
