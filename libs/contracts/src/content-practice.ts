import { z } from './zod.js';
import { contentIdSchema } from './content.js';

/** How a practice message reached the learner; each is shown as text, never as a picture of text. */
export const practiceKinds = ['text', 'dm', 'email', 'call', 'web', 'payment-app'] as const;
export const practiceKindSchema = z.enum(practiceKinds);
export type PracticeKind = z.infer<typeof practiceKindSchema>;

export const practiceChoiceValues = ['a', 'b', 'c', 'd'] as const;
export const practiceChoiceValueSchema = z.enum(practiceChoiceValues);
export type PracticeChoiceValue = z.infer<typeof practiceChoiceValueSchema>;

const text = z.string().trim().min(1);

/** The message as the learner would see or hear it: who it is from, a subject or title, its lines. */
export const practiceMessageSchema = z.strictObject({
  kind: practiceKindSchema,
  from: text,
  subject: text.optional(),
  lines: z.array(text).min(1),
});
export type PracticeMessage = z.infer<typeof practiceMessageSchema>;

/** One answer to "What do you do?", with why it is safe or what the scammer wants. */
export const practiceChoiceSchema = z.strictObject({ value: practiceChoiceValueSchema, label: text, explanation: text });
export type PracticeChoice = z.infer<typeof practiceChoiceSchema>;

/**
 * One "Spot the scam" scenario. The answer (`best`, the explanations, the steps) is public: practice
 * shows it after every choice and the printed handout carries it (docs/decisions/issue-34-spot-the-scam.md).
 * A scam has "If it already happened" steps; the one real message has none.
 */
export const practiceScenarioSchema = z
  .strictObject({
    id: contentIdSchema,
    title: text,
    isScam: z.boolean(),
    message: practiceMessageSchema,
    choices: z.array(practiceChoiceSchema).min(3).max(4),
    best: practiceChoiceValueSchema,
    ifItHappened: z.array(text).min(2).optional(),
  })
  .refine((s) => s.choices.every((choice, i) => choice.value === practiceChoiceValues[i]), {
    message: 'Choices take the values a, b, c, d in order',
    path: ['choices'],
  })
  .refine((s) => s.choices.some((choice) => choice.value === s.best), { message: 'The best choice is not a choice', path: ['best'] })
  .refine((s) => (s.isScam ? s.ifItHappened !== undefined : s.ifItHappened === undefined), {
    message: 'A scam has "If it already happened" steps, a real message has none',
    path: ['ifItHappened'],
  });
export type PracticeScenario = z.infer<typeof practiceScenarioSchema>;
