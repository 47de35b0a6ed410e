import { z } from './zod.js';
import { MODULE_CATALOG_KEY } from './content-reads.js';
import { learningModuleSchema, contentIdSchema, moduleCardSchema } from './content.js';
import { howToBuySchema, homeContentSchema, resourcesSchema, teachingResourcesSchema, workshopFaqSchema, xPostContentSchema } from './content-pages.js';
import { practiceScenarioSchema } from './content-practice.js';
import { QUIZ_QUESTION_COUNTS, quizOptionValueSchema, type Quiz, type QuizAnswerKey, type QuizOptionValue } from './content-quiz.js';
import { CONTENT_LIMITS, contentKeys, contentStudioMessages as m, quizModuleId, type ContentKey } from './content-studio-rules.js';
import { learningObjectiveSchema } from './learning-objectives.js';
import { locales } from './locale.js';
import { moduleIdSchema } from './module-id.js';
import { text as safeText } from './text.js';

/**
 * The content studio (issue 32 section 2): every text a learner reads is a document `{ en, es }` of one
 * shape, addressed by a key. Drafts may be incomplete; publishing checks the whole document against
 * these schemas (and the reading-level, Spanish, quiz and link checks of the API).
 */
const text = z.string().trim().min(1);

/**
 * A quiz as editors write it: the questions with every option's explanation and which option is right,
 * in one place. The browser gets `publicQuiz()` (no answers); grading uses `quizAnswerKey()`.
 */
export const editableQuizSchema = z.strictObject({
  moduleId: moduleIdSchema,
  questions: z.array(
    z.strictObject({
      id: contentIdSchema,
      text,
      /** What the question checks (issue 40). Optional: a quiz saved before tags existed still reads. */
      objective: learningObjectiveSchema.optional(),
      options: z.array(z.strictObject({ value: quizOptionValueSchema, label: text, correct: z.boolean(), explanation: text })),
    }),
  ),
});
export type EditableQuiz = z.infer<typeof editableQuizSchema>;

const pageSchemas = {
  resources: resourcesSchema,
  'how-to-buy': howToBuySchema,
  home: homeContentSchema,
  'workshop-faq': workshopFaqSchema,
  'teaching-resources': teachingResourcesSchema,
  'x-post': xPostContentSchema,
  practice: z.array(practiceScenarioSchema).min(1),
} as const;

/** The schema of one language of a document. */
export function contentLanguageSchema(key: ContentKey): z.ZodType {
  if (key.startsWith('module-')) return learningModuleSchema;
  if (quizModuleId(key) !== undefined) return editableQuizSchema;
  return pageSchemas[key as keyof typeof pageSchemas];
}

/** A whole document, both languages, as published. */
export const contentDocumentSchema = (key: ContentKey) => {
  const language = contentLanguageSchema(key);
  return z.strictObject({ en: language, es: language });
};

/** The right answer and explanations of a quiz, in the shape grading uses. */
export function quizAnswerKey(quiz: EditableQuiz): QuizAnswerKey {
  return {
    moduleId: quiz.moduleId,
    answers: quiz.questions.map((question) => {
      const explanations = Object.fromEntries(question.options.map((option) => [option.value, option.explanation])) as Record<QuizOptionValue, string>;
      return { questionId: question.id, correctAnswer: question.options.find((option) => option.correct)!.value, explanations };
    }),
  };
}

/** A quiz as the browser may see it: questions and options, no answers and no explanations. */
export function publicQuiz(quiz: EditableQuiz): Quiz {
  return {
    moduleId: quiz.moduleId,
    questions: quiz.questions.map(({ id, text: question, options }) => ({ id, text: question, options: options.map(({ value, label }) => ({ value, label })) })),
  };
}

export const expectedQuestionCount = (moduleId: number): number | undefined => QUIZ_QUESTION_COUNTS[moduleId as keyof typeof QUIZ_QUESTION_COUNTS];

// ---- API bodies and answers ----

export const contentKeySchema = z.enum(contentKeys, { error: m.key.id });
export const contentKeyParamsSchema = z.object({ key: contentKeySchema });

const version = (error: string) => z.number({ error }).int({ error }).min(1, { error }).max(2 ** 31 - 1, { error });

/** `PUT /api/admin/content/:key/draft`: the whole document and the draft version it was read at. */
export const contentDraftSaveSchema = z.object({
  document: z.object({ en: z.unknown(), es: z.unknown() }, { error: m.document.id }).refine((doc) => doc.en !== undefined && doc.es !== undefined, { error: m.document.id }),
  baseVersion: version(m.baseVersion.id),
});
export type ContentDraftSave = z.infer<typeof contentDraftSaveSchema>;

/** `POST /api/admin/content/:key/publish`: publishes the draft; an admin may override failed checks with a reason. */
export const contentPublishSchema = z.object({
  baseVersion: version(m.baseVersion.id).optional(),
  override: z.object({ reason: safeText({ error: m.overrideReason.id }).trim().min(3, { error: m.overrideReason.id }).max(CONTENT_LIMITS.overrideReason, { error: m.overrideReason.id }) }, { error: m.overrideReason.id }).optional(),
});
export type ContentPublish = z.infer<typeof contentPublishSchema>;

/** `POST /api/admin/content/:key/rollback`: publish an earlier version again (as a new version). */
export const contentRollbackSchema = z.object({ version: version(m.version.id) });

/** `POST /api/admin/content/:key/discard`: throw the draft away (the one read at `baseVersion`); it becomes the live version again. */
export const contentDiscardSchema = z.object({ baseVersion: version(m.baseVersion.id) });

/** `GET /api/content/:key?lang=`: the published document in one language. */
export const contentReadQuerySchema = z.object({ lang: z.enum(locales, { error: m.lang.id }).default('en') });

const who = z.object({ at: z.iso.datetime({ offset: true }), by: z.string().nullable() }).nullable();

/** One problem found before publishing: where (`es.content.sections[2].paragraphs[0]`), which check, what to do. */
export const contentProblemSchema = z.object({ path: z.string(), check: z.string(), message: z.string() });
export type ContentProblem = z.infer<typeof contentProblemSchema>;

export const contentListItemSchema = z.object({
  key: contentKeySchema,
  title: z.string(),
  /** The draft's version: what a save sends back as `baseVersion`. */
  version: z.number().int(),
  draftSaved: who,
  publishedVersion: z.number().int().nullable(),
  published: who,
  /** The draft differs from the published document. */
  unpublishedChanges: z.boolean(),
});
export const contentListSchema = z.object({ documents: z.array(contentListItemSchema) });
export type ContentListItem = z.infer<typeof contentListItemSchema>;
export type ContentList = z.infer<typeof contentListSchema>;

export const contentRecordSchema = z.object({
  key: contentKeySchema,
  title: z.string(),
  version: z.number().int(),
  draft: z.unknown(),
  draftSaved: who,
  published: z.object({ version: z.number().int(), document: z.unknown(), at: z.string(), by: z.string().nullable() }).nullable(),
  /** Problems the publish checks find in the draft now (empty when it may be published). */
  problems: z.array(contentProblemSchema),
});
export type ContentRecord = z.infer<typeof contentRecordSchema>;

export const contentVersionSchema = z.object({
  version: z.number().int(),
  at: z.string(),
  by: z.string().nullable(),
  /** seed: from the release; publish; rollback: an earlier version published again. */
  source: z.enum(['seed', 'publish', 'rollback']),
  rolledBackTo: z.number().int().nullable(),
  overrideReason: z.string().nullable(),
});
export const contentVersionsSchema = z.object({ key: contentKeySchema, versions: z.array(contentVersionSchema) });
export type ContentVersion = z.infer<typeof contentVersionSchema>;

/** `GET /api/admin/content/:key/versions/:version`: one published version with its whole document (for a diff). */
export const contentVersionParamsSchema = z.object({ key: contentKeySchema, version: z.string().regex(/^[1-9][0-9]{0,9}$/, { error: m.version.id }).transform(Number).pipe(version(m.version.id)) });
export const contentVersionDocumentSchema = contentVersionSchema.extend({ key: contentKeySchema, document: z.unknown() });
export type ContentVersionDocument = z.infer<typeof contentVersionDocumentSchema>;

export const publicContentSchema = z.object({ key: contentKeySchema, lang: z.enum(locales), version: z.number().int(), document: z.unknown() });

/**
 * `GET /api/content/module-catalog?lang=`: modules 1..6 in order, each card from its published lesson.
 * `version` is the sum of the six lessons' versions, so it grows on any publish.
 */
export { MODULE_CATALOG_KEY };
export const publishedModuleCatalogSchema = z.object({
  key: z.literal(MODULE_CATALOG_KEY),
  lang: z.enum(locales),
  version: z.number().int(),
  document: z.array(moduleCardSchema),
});
export type PublishedModuleCatalog = z.infer<typeof publishedModuleCatalogSchema>;

/** English names of the documents for the list (the editor translates them). */
export function contentTitle(key: ContentKey): string {
  const [kind, n] = key.split('-') as [string, string | undefined];
  if (kind === 'module') return `Lesson ${n}`;
  if (kind === 'quiz') return `Quiz ${n}`;
  return key.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());
}
