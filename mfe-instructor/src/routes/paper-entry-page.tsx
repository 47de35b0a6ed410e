import { FormattedMessage, useIntl } from 'react-intl';
import { data, Link, useParams, type LoaderFunctionArgs } from 'react-router';
import { MODULE_IDS } from '@reentry/contracts/constants';
import { PageTitle, type RouteServices } from '@reentry/platform';
import { PageIntro } from '@reentry/ui';
import { unclaimed } from '../features/paper-entry/grid-cells';
import { PaperEntryForm } from '../features/paper-entry/paper-entry-form';
import { paperEntryMessages as m } from '../features/paper-entry/paper-entry.messages';
import { paperSheetsQuery } from '../features/paper-entry/paper-sheets.query';
import { rosterQuery, useRoster } from '../features/roster/roster.query';
import { sheetModule } from '../features/teaching-resources/answer-sheet-id';
import { handoutQuery, useHandout } from '../features/teaching-resources/handout.query';
import { asInstructor, requireInstructor } from './instructor-access';
import { portalHref } from './portal-search';
import paths from '../route-paths.json';

const entryPath = (id: number) => paths.paperEntry.replace(':moduleId', String(id));

/** `/instructor/paper-entry` and `/instructor/paper-entry/:moduleId`: instructors only; the module's questions, the roster and the saved scores. */
export function paperEntryLoader(services: RouteServices) {
  return async ({ params }: LoaderFunctionArgs) => {
    await requireInstructor(services);
    // A staff page: its code loads at once (issue 42); the grid works without it too.
    services.runAtLoad?.();
    const { api, queryClient } = services;
    const handout = queryClient.prefetchQuery(handoutQuery(api, services.getLocale()));
    if (params.moduleId === undefined) return handout.then(() => null);
    const moduleId = sheetModule(params.moduleId);
    if (moduleId === null) return handout.then(() => data(null, { status: 404 }));
    await asInstructor(services, () =>
      Promise.all([handout, queryClient.fetchQuery({ ...rosterQuery(api), staleTime: 0 }), queryClient.fetchQuery({ ...paperSheetsQuery(api, moduleId), staleTime: 0 })]),
    );
    return null;
  };
}

function BackLinks({ picker }: { picker: boolean }) {
  return (
    <p className="button-row">
      <Link to={portalHref({ tab: 'resources' })}>
        <span aria-hidden="true">← </span>
        <FormattedMessage {...m.back} />
      </Link>
      {picker && (
        <Link to={paths.paperEntryPicker}>
          <FormattedMessage {...m.otherModule} />
        </Link>
      )}
    </p>
  );
}

/** The module picker: the sheets' module, one link each. */
export function PaperEntryPickerPage() {
  const { data: modules } = useHandout();
  return (
    <div className="paper-entry">
      <BackLinks picker={false} />
      <PageIntro messages={{ title: m.pickerTitle, intro: m.pickerIntro }} />
      <ul className="paper-entry__modules">
        {MODULE_IDS.map((id) => (
          <li key={id}>
            <Link to={entryPath(id)}>
              <FormattedMessage {...m.moduleLink} values={{ id }} />
            </Link>
            {modules && <> · {modules.find((entry) => entry.module.id === id)?.module.title}</>}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The entry grid of one module (issue 41, section 2). */
export function PaperEntryPage() {
  const intl = useIntl();
  const moduleId = sheetModule(useParams().moduleId);
  const { data: modules } = useHandout();
  const { data: roster } = useRoster();
  const found = modules?.find((entry) => entry.module.id === moduleId);
  if (moduleId === null) {
    return (
      <div className="paper-entry">
        <BackLinks picker />
        <PageTitle>{intl.formatMessage(m.notFound)}</PageTitle>
        <p role="alert">
          <FormattedMessage {...m.notFound} />
        </p>
      </div>
    );
  }
  const people = unclaimed(roster?.people ?? []);
  const title = { id: moduleId, title: found?.module.title ?? '' };
  return (
    <div className="paper-entry">
      <BackLinks picker />
      <PageTitle>{intl.formatMessage(m.title, title)}</PageTitle>
      <h1 tabIndex={-1}>
        <FormattedMessage {...m.title} values={title} />
      </h1>
      <p>
        <FormattedMessage {...m.howTo} />
      </p>
      {found && roster && people.length === 0 && (
        <p>
          <FormattedMessage {...m.emptyRoster} />{' '}
          <Link to={portalHref({ tab: 'codes' })}>
            <FormattedMessage {...m.rosterLink} />
          </Link>
        </p>
      )}
      {found && people.length > 0 && <PaperEntryForm moduleId={moduleId} quiz={found.quiz} people={people} />}
    </div>
  );
}
