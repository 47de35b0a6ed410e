import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams, useSearchParams } from 'react-router';
import { PageTitle, pressActionProps, useSession } from '@reentry/platform';
import { AnswerSheet } from '../features/teaching-resources/answer-sheet';
import { sheetId, sheetModule } from '../features/teaching-resources/answer-sheet-id';
import { answerSheetMessages as m } from '../features/teaching-resources/answer-sheet.messages';
import { useHandout } from '../features/teaching-resources/handout.query';
import { portalHref } from './portal-search';

/** `/instructor/answer-sheet/:moduleId` (`?print=large`): one module's paper answer sheet, to print (issue 41). */
export function AnswerSheetPage() {
  const intl = useIntl();
  const moduleId = sheetModule(useParams().moduleId);
  const [search] = useSearchParams();
  const large = search.get('print') === 'large';
  const { data: modules } = useHandout();
  const session = useSession();
  const found = modules?.find((entry) => entry.module.id === moduleId);
  return (
    <div className="instructor-answer-sheet">
      <div className="no-print button-row">
        <Link to={portalHref({ tab: 'resources' })}>
          <span aria-hidden="true">← </span>
          <FormattedMessage {...m.back} />
        </Link>
        {found && (
          <>
            <button type="button" className="button button--primary" {...pressActionProps('print')}>
              <FormattedMessage {...m.print} />
            </button>
            <Link to={large ? '.' : '?print=large'}>
              <FormattedMessage {...(large ? m.regularPrint : m.largePrint)} />
            </Link>
          </>
        )}
      </div>
      {found ? (
        <AnswerSheet
          moduleId={found.module.id}
          title={found.module.title}
          quiz={found.quiz}
          instructor={session.user?.name ?? ''}
          sheet={sheetId(found.module.id, found.quiz.questions.map((question) => String(question.id)))}
          large={large}
        />
      ) : (
        moduleId === null && (
          <>
            <PageTitle>{intl.formatMessage(m.notFound)}</PageTitle>
            <p role="alert">
              <FormattedMessage {...m.notFound} />
            </p>
          </>
        )
      )}
    </div>
  );
}
