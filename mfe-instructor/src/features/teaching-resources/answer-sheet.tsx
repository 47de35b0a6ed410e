import { FormattedMessage, useIntl } from 'react-intl';
import type { Quiz } from '@reentry/contracts/content-quiz';
import { sheetLetters } from '@reentry/contracts/paper-entry';
import { PageTitle } from '@reentry/platform';
import { answerSheetMessages as m } from './answer-sheet.messages';

export interface AnswerSheetProps {
  moduleId: number;
  title: string;
  quiz: Quiz;
  instructor: string;
  /** The sheet's id printed at the top (the module and the quiz's questions it fits). */
  sheet: string;
  large: boolean;
}

/**
 * One module's paper answer sheet (issue 41): the sheet id and the class, a box for the name or roster number,
 * and one row per question with the letters of its options to circle (no question text: that is on the
 * handout). One printed page, no binding needed; large print makes every letter about twice the size.
 */
export function AnswerSheet({ moduleId, title, quiz, instructor, sheet, large }: AnswerSheetProps) {
  const intl = useIntl();
  return (
    <article className={`answer-sheet print-page${large ? ' answer-sheet--large' : ''}`} aria-labelledby="answer-sheet-title">
      <PageTitle>{intl.formatMessage(m.title, { id: moduleId, title })}</PageTitle>
      <h1 id="answer-sheet-title">
        <FormattedMessage {...m.title} values={{ id: moduleId, title }} />
      </h1>
      <p className="answer-sheet__id">
        <FormattedMessage {...m.sheetId} values={{ sheet, instructor }} />
      </p>
      <div className="answer-sheet__name">
        <FormattedMessage {...m.nameBox} />
      </div>
      <p>
        <FormattedMessage {...m.howTo} />
      </p>
      <table className="answer-sheet__rows">
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage {...m.question} />
            </th>
            <th scope="col">
              <FormattedMessage {...m.answer} />
            </th>
          </tr>
        </thead>
        <tbody>
          {quiz.questions.map((question, index) => {
            const letters = sheetLetters(question).map((entry) => entry.letter);
            return (
              <tr key={question.id} aria-label={intl.formatMessage(m.letters, { number: index + 1, letters: letters.join(' ') })}>
                <th scope="row">{index + 1}</th>
                <td>
                  {letters.map((letter) => (
                    <span key={letter} className="answer-sheet__letter">
                      {letter}
                    </span>
                  ))}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </article>
  );
}
