import { z } from './zod.js';
import { X_POST_MAX_LENGTH } from './constants.js';
import { moduleIdSchema } from './module-id.js';
import { cardSchema, contentIdSchema, guideSchema, linkSchema, sectionSchema } from './content.js';

/** Shapes of the fact-carrying page copy in `@reentry/content` (resources, how-to-buy, home, etc.). */
const text = z.string().trim().min(1);

export const programAccordionIds = ['id-documents', 'reentry-services', 'photo-id', 'housing'] as const;

/** `/resources`: Finance, Courage and Programs tabs. */
export const resourcesSchema = z.object({
  finance: z.object({ guide: guideSchema.refine((g) => g.sections.length === 10, 'The guide has ten sections'), tips: z.array(cardSchema).min(1) }),
  courage: z.object({ title: text, intro: z.array(text).min(1), items: z.array(cardSchema).min(1) }),
  programs: z.object({
    title: text,
    intro: z.array(text).min(1),
    accordions: z
      .array(cardSchema.extend({ links: z.array(linkSchema).min(1) }))
      .refine((a) => a.map((x) => x.id).join() === programAccordionIds.join(), `Accordions are ${programAccordionIds.join(', ')}`),
  }),
});
export type Resources = z.infer<typeof resourcesSchema>;

/** `/how-to-buy`. The contract address and exchange link are configuration, not content. */
export const howToBuySchema = z.object({
  title: text,
  intro: z.array(text).min(1),
  steps: z.array(sectionSchema).length(6),
  securityNotice: sectionSchema,
  disclaimer: sectionSchema,
});
export type HowToBuy = z.infer<typeof howToBuySchema>;

export const missionCardIds = ['problem', 'mission', 'solution', 'what-you-learn', 'delivery', 'outcomes'] as const;

/** Home page mission-and-impact cards. */
export const homeContentSchema = z.object({
  missionCards: z
    .array(cardSchema)
    .refine((c) => c.map((x) => x.id).join() === missionCardIds.join(), `Cards are ${missionCardIds.join(', ')}`),
});
export type HomeContent = z.infer<typeof homeContentSchema>;

export const faqItemSchema = z.object({ id: contentIdSchema, question: text, answer: z.array(text).min(1) });
export type FaqItem = z.infer<typeof faqItemSchema>;
export const workshopFaqSchema = z.array(faqItemSchema).min(1);

/** Instructor portal, Teaching Resources: one lesson plan per module. */
export const lessonPlanSchema = z.object({
  moduleId: moduleIdSchema,
  title: text,
  durationMinutes: z.object({ min: z.number().int().positive(), max: z.number().int().positive() }),
  objectives: z.array(text).min(1),
  materials: z.array(text).min(1),
  activities: z.array(z.object({ id: contentIdSchema, title: text, minutes: z.number().int().positive(), description: text })).min(1),
  discussionQuestions: z.array(text).min(1),
});
export type LessonPlan = z.infer<typeof lessonPlanSchema>;
export const teachingResourcesSchema = z
  .array(lessonPlanSchema)
  .refine((p) => p.map((x) => x.moduleId).join() === '1,2,3,4,5,6', 'One lesson plan per module, in order');

export const xPostCategories = ['mission', 'impact', 'programs'] as const;
export const xPostCategorySchema = z.enum(xPostCategories);
export type XPostCategory = z.infer<typeof xPostCategorySchema>;
export const X_POST_TEMPLATES_PER_CATEGORY = 3;
export const X_POST_HASHTAG_COUNT = 10;

/** Admin X post generator: 3 templates per category and 10 suggested hashtags. */
export const xPostContentSchema = z.object({
  templates: z.object(
    Object.fromEntries(
      xPostCategories.map((c) => [c, z.array(text.max(X_POST_MAX_LENGTH)).length(X_POST_TEMPLATES_PER_CATEGORY)]),
    ) as Record<XPostCategory, z.ZodArray<z.ZodString>>,
  ),
  hashtags: z.array(z.string().regex(/^#[\p{L}\p{N}]+$/u)).length(X_POST_HASHTAG_COUNT),
});
export type XPostContent = z.infer<typeof xPostContentSchema>;
