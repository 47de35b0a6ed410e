/**
 * The quiz tab's code and its action's, from one import each, shared by the module page and "Save for
 * offline" (so both ask for the same chunks): the lesson tab loads neither, and a signed-in learner's
 * saved quizzes can be taken offline (the action runs in the browser then).
 */
export const loadQuizTab = () => import('./quiz-tab');
export const loadQuizAction = () => import('./quiz-action');
