/** The learner's own quiz attempts (features/my-attempts), refreshed after a graded quiz (features/quiz). */
export const myAttemptsKey = ['learning', 'attempts'] as const;

/** A module's before-check (features/before-check): closed by a sent check or a quiz taken (features/quiz). */
export const preCheckKey = ['learning', 'pre-check'] as const;

/** "You knew 2 of 5 before; now 5 of 5" (features/before-after): moved on by a before-check or a graded quiz. */
export const beforeAfterKey = ['learning', 'before-after'] as const;
