import type { QuizOptionValue, QuizQuestion } from '@reentry/contracts/content-quiz';

// How a quiz's answers are posted and shown, for the quiz and the before-check (issue 40) alike: the same
// questions, the same option letters.

// The options' letters (the contract's quizOptionValues, whose module brings zod: actions check them with it).
const ANSWERS = /^[abcd]*$/;

/** Answers as posted, one letter each (`ba`): null when they are not option letters. */
export function readAnswers(text: string): QuizOptionValue[] | null {
  return ANSWERS.test(text) ? ([...text] as QuizOptionValue[]) : null;
}

/** A question's options as a radio group lists them (the option letter is what is posted). */
export function questionChoices(question: Pick<QuizQuestion, 'options'>): { value: string; label: string }[] {
  return question.options.map((option) => ({ value: option.value, label: option.label }));
}
