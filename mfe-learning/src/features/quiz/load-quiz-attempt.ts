/**
 * The quiz attempt's code, from one import shared by the quiz panel and "Save for offline" (so both ask for
 * the same chunk): a signed-in learner's saved quizzes can then be taken offline.
 */
export const loadQuizAttempt = () => import('./quiz-attempt');
