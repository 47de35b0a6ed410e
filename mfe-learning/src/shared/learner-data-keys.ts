/** The learner's own quiz attempts (features/my-attempts), refreshed after a graded quiz (features/quiz). */
export const myAttemptsKey = ['learning', 'attempts'] as const;
