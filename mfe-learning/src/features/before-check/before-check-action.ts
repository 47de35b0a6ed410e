import { redirect, type ActionFunctionArgs } from 'react-router';
import { QUIZ_QUESTION_COUNTS } from '@reentry/contracts/content-quiz';
import { preCheckSubmissionSchema, type PreCheck } from '@reentry/contracts/learning-measures';
import { quizAnswersSoFarSchema } from '@reentry/contracts/quiz';
import type { RouteServices } from '@reentry/contracts/remotes';
import { apiErrorOf, doneAt, formAction, postedFields, refuse, type FieldValues } from '@reentry/platform/action-form';
import { beforeAfterKey, preCheckKey } from '../../shared/learner-data-keys';
import { loginPath } from '../../shared/login-path';
import { keepOfflineCheck, keptWhenOffline } from '../../shared/offline-outbox';
import { readAnswers } from '../../shared/quiz-answers';
import { postPreCheck } from '../../shared/send-kept-checks';
import { loadUser } from '../../shared/session-progress';
import { beforeCheckPath, beforeCheckSearch, KEPT } from './before-check-address';
import { answerFields, missingAnswers } from './before-check-fields';
import { beforeCheckMessages } from './before-check.messages';
import { preCheckQuery } from './pre-check.query';

/** Every answer field read: those of the longest quiz (the contract's), so a post with too many answers is seen. */
const POSTED_FIELDS = answerFields(Math.max(...Object.values(QUIZ_QUESTION_COUNTS)));

/**
 * The body to send (`{ answers }`, in order) when the posted answers fit the questions: option letters (the
 * quiz's parsing), one for each question and no more, each one of its question's options (the contracts'
 * schemas). Else null.
 */
export function fittingAnswers(questions: PreCheck['questions'], values: FieldValues) {
  const answers = readAnswers(POSTED_FIELDS.map((name) => values[name] ?? '').join(''));
  if (answers === null || answers.length !== questions.length) return null;
  const body = preCheckSubmissionSchema.safeParse({ answers });
  return body.success && quizAnswersSoFarSchema({ questions }).safeParse(body.data.answers).success ? body.data : null;
}

/** A 409: sent already (or the quiz was taken meanwhile, which the page then says). Not an error to show. */
const alreadyClosed = (error: unknown) => apiErrorOf(error)?.status === 409;

/**
 * `/modules/:id?check=before`'s action: the before-check posted (natively before or without script, by the
 * router after). A question left unanswered is refused at its question, what was chosen kept; answers that
 * do not fit the questions are refused without calling the API. Else `POST /api/modules/:id/pre-check` with
 * a key made from what was posted, and Post/Redirect/Get to the thank-you (`&done=kept`). With no network
 * the answers are kept on this device with that key (the same address then says they wait to be sent).
 */
export async function answerBeforeCheck(services: RouteServices, id: number, args: ActionFunctionArgs): Promise<unknown> {
  const { api, queryClient } = services;
  if (!(await loadUser(services))) return redirect(loginPath(beforeCheckPath(id)), 303);
  const posted = await postedFields(args.request.clone(), POSTED_FIELDS);
  // The questions it answers, as the API gives them now (the page's own copy in the browser).
  const check = await queryClient.fetchQuery(preCheckQuery(api, id, services.getLocale())).catch(() => null);
  if (!check) return refuse(posted, {}, { status: 503 });
  const { questions } = check;
  const missing = missingAnswers(posted, questions.length);
  if (Object.keys(missing).length > 0) return refuse(posted, missing);
  const submission = fittingAnswers(questions, posted);
  if (!submission) return refuse(posted, {}, { message: beforeCheckMessages.answersInvalid.id });
  const action = formAction({
    fields: POSTED_FIELDS,
    send: async (_values, { idempotencyKey }) => {
      try {
        await postPreCheck(api, id, submission.answers, idempotencyKey);
      } catch (error) {
        // Kept on the phone: the same address, which says so ("waiting" in the check's data) instead of thanks.
        // No network (in the browser): kept on this phone with its key, sent when it is back (shared/send-kept-checks.ts).
        const check = { key: idempotencyKey, moduleId: id, answers: submission.answers };
        if (!alreadyClosed(error) && !(await keptWhenOffline(error, () => keepOfflineCheck(check)))) throw error;
      }
      // The offer above the lesson closes, and "You knew 2 of 5 before" has a line for this module now.
      void queryClient.invalidateQueries({ queryKey: preCheckKey });
      void queryClient.invalidateQueries({ queryKey: beforeAfterKey });
    },
    done: () => doneAt(`/modules/${id}`, KEPT, beforeCheckSearch),
  });
  return action(args);
}
