import { redirect, type ActionFunctionArgs } from 'react-router';
import type { Quiz } from '@reentry/contracts/content-quiz';
import { quizAnswersSoFarSchema, type QuizResult } from '@reentry/contracts/quiz';
import type { RouteServices } from '@reentry/contracts/remotes';
import { loadStudioDocument, nextStepQueryKey, sessionQueryKey } from '@reentry/platform';
import { doneAt, formAction, postedFields, refuse, type FieldValues } from '@reentry/platform/action-form';
import { beforeAfterKey, myAttemptsKey, preCheckKey } from '../../shared/learner-data-keys';
import type { ModuleId } from '../../shared/module-id';
import { loadUser, saveProgress } from '../../shared/session-progress';
import { keepOfflineAttempt, keptWhenOffline } from '../../shared/offline-outbox';
import { sendKeptChecks } from '../../shared/send-kept-checks';
import { attemptMessages } from './quiz-attempt.messages';
import { quizQueries } from '../../shared/quiz.query';
import { readAnswers } from '../../shared/quiz-answers';
import { isAttemptId, questionPath, QUIZ_FIELDS } from './quiz-steps';
import { submitQuiz } from './submit-quiz';


type Sent = { next: string } | { result: QuizResult } | { kept: true } | { signedOut: true };

/** The attempt's id and the answers so far with this question's, checked with the contract's rule. */
function isValidStep(quiz: Quiz, values: FieldValues): boolean {
  const answers = readAnswers(`${values.answers}${values.answer}`);
  return isAttemptId(values.attempt!) && answers !== null && quizAnswersSoFarSchema(quiz).safeParse(answers).success;
}

/**
 * `/modules/:id`'s action: a question of the quiz posted (natively before or without script, by the router
 * after). Not the last: the next question's address. The last: the attempt goes to the API with a key made
 * from what was posted (the attempt's id and every answer), and the page shows the graded result.
 */
export async function answerQuiz(services: RouteServices, id: ModuleId, args: ActionFunctionArgs): Promise<unknown> {
  const { api, queryClient } = services;
  const quiz = (await loadStudioDocument(services, args.request, quizQueries(api, id, services.getLocale()), { contentVersion: false })).shown?.document;
  if (!quiz) return redirect(`/modules/${id}?tab=quiz`, 303);
  const modulePath = `/modules/${id}`;
  // What the page's own form cannot post (an answer that is not one of the question's options, more answers
  // than questions, an address changed by hand) starts the quiz again.
  const posted = await postedFields(args.request.clone(), QUIZ_FIELDS);
  if (posted.answer !== '' && !isValidStep(quiz, posted)) return redirect(`${modulePath}?tab=quiz`, 303);
  // Signed out meanwhile (the session ended): the question again, its answer kept, saying so (the spec's words).
  if (!(await loadUser(services))) return refuse(posted, {}, { status: 401 });
  const action = formAction<Sent>({
    fields: QUIZ_FIELDS,
    check: (values): Record<string, string> => (values.answer ? {} : { answer: attemptMessages.chooseAnswer.id }),
    send: async (values, { idempotencyKey }) => {
      const answers = readAnswers(`${values.answers}${values.answer}`)!;
      if (answers.length < quiz.questions.length) return { next: questionPath(id, { attempt: values.attempt!, answers }) };
      try {
        // A before-check of this module still kept on the phone goes first: it stays the "before" (issue 40).
        await sendKeptChecks(api, queryClient, id);
        const result = await submitQuiz(api, { moduleId: id, answers }, idempotencyKey);
        saveProgress(queryClient, result.progress);
        // The page's list of attempts (the result reads its newest), the learner's next step, the before-check
        // (closed by a quiz taken) and "You knew 2 of 5 before; now 5 of 5" move on.
        for (const queryKey of [myAttemptsKey, nextStepQueryKey, preCheckKey, beforeAfterKey]) void queryClient.invalidateQueries({ queryKey });
        return { result };
      } catch (error) {
        // No network (in the browser): kept on this phone, and sent with the same key when it is back.
        if (await keptWhenOffline(error, () => keepOfflineAttempt({ key: idempotencyKey, moduleId: id, answers }))) return { kept: true };
        // The API found no session (it ended while the page was open): the page shows a visitor's from now on.
        if ((error as { status?: number }).status === 401) {
          queryClient.setQueryData(sessionQueryKey, null);
          return { signedOut: true };
        }
        throw error;
      }
    },
    done: (sent, values) => {
      if ('next' in sent) return redirect(sent.next, 303);
      // Kept on the phone: the quiz tab's own address (the one saved for offline), which shows the kept attempt.
      if ('kept' in sent) return redirect(`${modulePath}?tab=quiz`, 303);
      if ('signedOut' in sent) return refuse(values, {}, { status: 401 });
      return doneAt(modulePath, 'graded', { tab: 'quiz' });
    },
  });
  return action(args);
}
