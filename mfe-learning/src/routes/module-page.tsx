import { lazy, Suspense, useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { data, redirect, useParams, useSearchParams, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { isModuleUnlocked } from '@reentry/contracts/progress-rules';
import type { RouteServices } from '@reentry/contracts/remotes';
import { keepContentForOffline, loadStudioDocument, moduleCatalogQuery, siteConfigQuery, useApi, useLocale, useModuleCatalog, useSession } from '@reentry/platform';
import { Lesson } from '../features/lesson/lesson';
import { lessonQueries } from '../features/lesson/lesson.query';
import { LockedModule } from '../features/module-nav/locked-module';
import { LoginPrompt } from '../features/module-nav/login-prompt';
import { moduleNavMessages as m } from '../features/module-nav/module-nav.messages';
import { ModulePager } from '../features/module-nav/module-pager';
import { loadPreviewOpens, usePreviewOpens } from '../features/module-nav/preview-opens';
import { MissedQuestions, MyAttempts } from '../features/my-attempts/my-attempts';
import { myAttemptsQuery, useMyAttempts } from '../features/my-attempts/my-attempts.query';
import { QuizStep } from '../features/module-nav/quiz-step';
import { modulePercent, ModuleProgress } from '../features/module-nav/module-progress';
import { loadQuizAction, loadQuizTab } from '../features/quiz/load-quiz-tab';
import { quizMessages } from '../features/quiz/quiz.messages';
import { quizQueries } from '../shared/quiz.query';
import { startQuizAttempt } from '../features/quiz/quiz-steps';
import { parseModuleId, type ModuleId } from '../shared/module-id';
import { PageHeading } from '../shared/page-heading';
import { loadUser } from '../shared/session-progress';
import { levelMessages, moduleNumberMessage } from '../shared/shared.messages';
import { UrlTabs } from '../shared/url-tabs';
import { BackLink } from '../shared/back-link';
import { BeforeAfterLine } from '../features/before-after/before-after-line';
import { asksForBeforeCheck } from '../features/before-check/before-check-address';
import { BeforeCheckOffer } from '../features/before-check/before-check-offer';
import { beforeCheckOfferMessages } from '../features/before-check/before-check-offer.messages';
import { loadBeforeCheck, loadBeforeCheckAction } from '../features/before-check/load-before-check';
import { useSendKeptChecks } from '../features/before-check/use-send-kept-checks';
import { loadLearningMeasures } from './load-learning-measures';

const LOGIN_PROMPT_ID = 'learning-login-prompt';

// The quiz tab's code (and its forms') is its own chunk: the lesson tab, the page most visits open, loads none of it.
const QuizTab = lazy(loadQuizTab);
// So is the before-check's (issue 40): the lesson tab has only its offer.
const BeforeCheck = lazy(loadBeforeCheck);

type Tab = 'content' | 'quiz';

/** The tab in the URL (`?tab=quiz`); visitors cannot open the quiz, so they get the lesson. */
function selectedTab(search: URLSearchParams, signedIn: boolean): Tab {
  return signedIn && search.get('tab') === 'quiz' ? 'quiz' : 'content';
}

function neighbours(id: ModuleId) {
  return { previous: id > 1 ? ((id - 1) as ModuleId) : null, next: id < 6 ? ((id + 1) as ModuleId) : null };
}

/**
 * A signed-in learner who opened a module can read it and take its quiz offline: once the page runs, its
 * published lesson and quiz are asked for through the service worker (which keeps them) and the quiz's code
 * is loaded ahead, so the worker has it. The page's data is not enough: offline pages are visitors' copies,
 * without the learner's lesson or quiz (docs/offline.md).
 */
function usePrepareModuleOffline(id: ModuleId | null, ready: boolean) {
  const { locale } = useLocale();
  const api = useApi();
  useEffect(() => {
    if (id === null || !ready) return;
    // The published lesson and quiz through the worker: its copies are what the page shows offline.
    void keepContentForOffline(api, [`module-${id}`, `quiz-${id}`], locale);
    void loadQuizTab().catch(() => undefined);
    void loadQuizAction().catch(() => undefined);
    // The before-check too (issue 40): answered offline, it is kept on the phone and sent later.
    void loadBeforeCheck().catch(() => undefined);
    void loadBeforeCheckAction().catch(() => undefined);
  }, [id, ready, locale, api]);
}

function ModulePage() {
  const intl = useIntl();
  const id = parseModuleId(useParams().id);
  const [search] = useSearchParams();
  const { user } = useSession();
  const { data: catalog } = useModuleCatalog();
  const completed = user?.progress.completedModules ?? [];
  const learnerUnlocked = id !== null && isModuleUnlocked(id, completed);
  // A staff preview of the draft opens a module the editor has not unlocked; nothing is recorded for it.
  const previewOpens = usePreviewOpens(id, !learnerUnlocked);
  const unlocked = learnerUnlocked || previewOpens;
  const reader = previewOpens ? false : user !== null;
  usePrepareModuleOffline(id, reader && unlocked);
  useSendKeptChecks(reader);
  const newest = useMyAttempts(id ?? 1, user !== null && id !== null).data?.attempts[0];
  if (id === null) return null; // the loader sent this visitor home already
  const tab = selectedTab(search, user !== null);
  const checking = reader && unlocked && tab === 'content' && asksForBeforeCheck(search);
  const { previous, next } = neighbours(id);
  const summary = catalog?.find((module) => module.id === id);
  return (
    <div className="learning-page learning-module learning-printable">
      <BackLink to="/modules" message={m.backToModules} />
      <PageHeading title={summary?.title ?? intl.formatMessage(moduleNumberMessage, { id })} focusKey={id}>
        <p className="module-card__meta">
          <FormattedMessage {...moduleNumberMessage} values={{ id }} />
          {summary && (
            <>
              {' · '}
              <FormattedMessage {...levelMessages[summary.level]} />
            </>
          )}
        </p>
        {summary && <p className="page-intro__text">{summary.description}</p>}
      </PageHeading>
      {unlocked ? (
        <>
          <ModuleProgress percent={modulePercent(tab, completed.includes(id))} />
          {!user && <LoginPrompt id={LOGIN_PROMPT_ID} moduleId={id} />}
          <UrlTabs
            label={intl.formatMessage(m.tabsLabel)}
            selected={tab}
            tabs={[
              { id: 'content', label: intl.formatMessage(m.contentTab) },
              user
                ? { id: 'quiz', label: intl.formatMessage(m.quizTab) }
                : { id: 'quiz', label: intl.formatMessage(m.quizTabLocked), disabled: true, describedBy: LOGIN_PROMPT_ID },
            ]}
          >
            {tab === 'quiz' ? (
              <Suspense
                fallback={
                  <p role="status">
                    <FormattedMessage {...quizMessages.loading} />
                  </p>
                }
              >
                <QuizTab
                  key={id}
                  moduleId={id}
                  nextModuleId={next}
                  lastAttempt={newest ? { graded: newest, review: <MissedQuestions attempt={newest} />, beforeAfter: <BeforeAfterLine moduleId={id} learner /> } : null}
                />
              </Suspense>
            ) : checking ? (
              <Suspense
                fallback={
                  <p role="status">
                    <FormattedMessage {...beforeCheckOfferMessages.loading} />
                  </p>
                }
              >
                <BeforeCheck key={id} moduleId={id} />
              </Suspense>
            ) : (
              <>
                <BeforeCheckOffer key={`offer-${id}`} moduleId={id} learner={reader && !completed.includes(id)} />
                <Lesson key={id} moduleId={id} signedIn={reader} />
                <QuizStep moduleId={id} signedIn={user !== null} />
              </>
            )}
          </UrlTabs>
          <MyAttempts key={`attempts-${id}`} moduleId={id} signedIn={user !== null} />
        </>
      ) : (
        <LockedModule moduleId={id} signedIn={user !== null} />
      )}
      <ModulePager previousId={previous} nextId={next} nextOpen={next !== null && isModuleUnlocked(next, completed)} />
    </div>
  );
}

/** `/modules/:id`: ids 1 to 6 (anything else goes home); a locked module's lesson is never loaded. */
export function route(services: RouteServices) {
  return {
    loader: async ({ params, request }: LoaderFunctionArgs) => {
      const id = parseModuleId(params.id);
      if (id === null) throw redirect('/');
      const { queryClient, api } = services;
      const locale = services.getLocale();
      const [user] = await Promise.all([loadUser(services), queryClient.prefetchQuery(moduleCatalogQuery(api, locale))]);
      // Locked: stop here, so the lesson's text is neither in the HTML nor in the page's data (unless the
      // API gave this editor the draft for a preview).
      if (!isModuleUnlocked(id, user?.progress.completedModules ?? []) && !(await loadPreviewOpens(services, request, id))) return null;
      // The learner's own attempts (and the site's time zone for their dates) are in the server's HTML too.
      const attempts = user ? [queryClient.prefetchQuery(myAttemptsQuery(api, id, locale)), queryClient.prefetchQuery(siteConfigQuery(api))] : [];
      const search = new URL(request.url).searchParams;
      const quiz = selectedTab(search, user !== null) === 'quiz';
      if (quiz) startQuizAttempt(queryClient, id); // the id a new attempt's Start (or Try again) link carries
      // The lesson or quiz (an editor's draft in a preview); a document the API cannot give now (503) leaves
      // the page up, saying so where the lesson goes. The quiz tab names no version: a visitor's copy of its
      // address is the lesson.
      const [{ headers }] = await Promise.all([
        quiz ? loadStudioDocument(services, request, quizQueries(api, id, locale), { contentVersion: false }) : loadStudioDocument(services, request, lessonQueries(api, id, locale)),
        ...attempts,
        ...loadLearningMeasures(services, id, user, search, quiz),
      ]);
      return data(null, { headers });
    },
    // A question of the quiz, or the before-check, posted (the code of each loads with its first post).
    action: async (args: ActionFunctionArgs) => {
      const id = parseModuleId(args.params.id);
      if (id === null) throw redirect('/');
      if (asksForBeforeCheck(new URL(args.request.url).searchParams)) return (await loadBeforeCheckAction()).answerBeforeCheck(services, id, args);
      return (await loadQuizAction()).answerQuiz(services, id, args);
    },
    Component: ModulePage,
  };
}
