import { useEffect, useRef, type MouseEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ContentProblem } from '@reentry/contracts/content-studio';
import { pathParts } from './content-paths';
import { placeId } from './content-fields';
import { contentMessages as m } from './content.messages';
import { languageOf, usePathWords } from './path-words';

/** The nearest place on the page for a path: its field, else the list or group that holds it. */
function placeOf(path: string): HTMLElement | null {
  let at = path;
  for (;;) {
    const element = document.getElementById(placeId(at));
    if (element || at === '') return element;
    at = at.replace(/(\.[^.[\]]+|\[\d+\])$/, '');
    if (pathParts(at).length <= 1) at = '';
  }
}

/** Follows a problem's link: scrolls to its place and focuses the field itself (the language's one). */
function goTo(event: MouseEvent, path: string) {
  const field = (document.getElementsByName(path)[0] as HTMLElement | undefined) ?? placeOf(path)?.querySelector<HTMLElement>('input, textarea, select') ?? null;
  if (!field) return;
  event.preventDefault();
  field.focus();
}

/**
 * Every problem the checks found, at the top, each a link to its field (the fields show theirs too). A
 * new list (a refused publish) takes the focus, so a screen reader hears it and the keyboard is there.
 */
export function ProblemSummary({ problems }: { problems: ContentProblem[] }) {
  const intl = useIntl();
  const words = usePathWords();
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(problems);
  useEffect(() => {
    if (shown.current !== problems && problems.length > 0) heading.current?.focus();
    shown.current = problems;
  }, [problems]);
  if (problems.length === 0) {
    return (
      <p className="admin-note" role="status">
        <FormattedMessage {...m.noProblems} />
      </p>
    );
  }
  const where = (path: string) => {
    const lang = languageOf(path);
    const place = words(path) || intl.formatMessage(m.notShown);
    return lang ? intl.formatMessage(lang === 'en' ? m.fieldInEnglish : m.fieldInSpanish, { field: place }) : place;
  };
  return (
    <div className="panel panel--warning admin-content__problems" role="alert">
      <h3 ref={heading} tabIndex={-1}>
        <FormattedMessage {...m.problemsTitle} values={{ count: problems.length }} />
      </h3>
      <ul>
        {problems.map((problem, index) => (
          <li key={`${problem.path}-${problem.check}-${index}`}>
            <a href={`#${placeId(problem.path)}`} onClick={(event) => goTo(event, problem.path)}>
              {where(problem.path)}
            </a>
            {': '}
            {problem.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
