import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { DocumentPending, isNotSavedHere } from '@reentry/platform';
import { useHandout, type HandoutModule } from './handout.query';
import { handoutMessages as m, resourcesMessages } from './teaching-resources.messages';

const LETTERS = ['A', 'B', 'C', 'D'];

function HandoutModuleText({ module, quiz }: HandoutModule) {
  const headingId = useId();
  return (
    <article className="handout-module print-page" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <FormattedMessage {...m.moduleName} values={{ id: module.id, title: module.title }} />
      </h2>
      <p className="handout-module__description">{module.description}</p>
      {module.content.sections.map((section) => (
        <section key={section.id}>
          <h3>{section.title}</h3>
          {/* Staff write these texts (the content studio): two may be the same, so the keys are places. */}
          {section.paragraphs.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
          {section.bullets && (
            <ul>
              {section.bullets.map((bullet, index) => (
                <li key={index}>{bullet}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
      {quiz.questions.length > 0 && (
        <section className="handout-practice">
          <h3>
            <FormattedMessage {...m.practice} />
          </h3>
          <ol>
            {quiz.questions.map((question) => (
              <li key={question.id}>
                <p>{question.text}</p>
                <ol className="handout-practice__options">
                  {question.options.map((option, index) => (
                    <li key={option.value}>
                      <span aria-hidden="true">{LETTERS[index]}. </span>
                      {option.label}
                    </li>
                  ))}
                </ol>
              </li>
            ))}
          </ol>
        </section>
      )}
    </article>
  );
}

/** The participant handout: every module's text and practice questions; the answers never reach the browser. */
export function Handout() {
  const { data, isError, error } = useHandout();
  return data ? (
    <div className="handout">
      {data.map((entry) => (
        <HandoutModuleText key={entry.module.id} {...entry} />
      ))}
    </div>
  ) : (
    <DocumentPending state={{ isError, notSaved: isNotSavedHere(error) }} loading={resourcesMessages.loading} />
  );
}
