import { useQuery } from '@tanstack/react-query';
import type { RouteServices } from '@reentry/contracts/remotes';
import { isPreviewRequest, mayPreview, useApi, useLocale, usePreviewMode } from '@reentry/platform';
import { lessonQueries } from '../lesson/lesson.query';
import type { ModuleId } from '../../shared/module-id';
import { loadUser } from '../../shared/session-progress';

// A content editor or admin previewing a lesson's draft (`?preview=draft`) sees it whatever quizzes they
// passed (issue 39, 2.2): the module lock is for learners. The server decides: a locked module opens only
// when the API answered the draft, and it reads the role from the database on every request, so a learner
// who adds `?preview=draft` (or an editor whose role was just taken away) still meets the lock.
// docs/decisions/issue-32-content-studio.md, "Live".

/** For the loader of a module this viewer has not unlocked: whether a staff preview opens it. */
export async function loadPreviewOpens(services: RouteServices, request: Request, id: ModuleId): Promise<boolean> {
  if (!isPreviewRequest(new URL(request.url).searchParams) || !mayPreview(await loadUser(services))) return false;
  const draft = await services.queryClient.ensureQueryData(lessonQueries(services.api, id, services.getLocale()).draft).catch(() => null);
  return draft !== null;
}

/** In the page: whether a staff preview opens this locked module (the same draft the loader asked for). */
export function usePreviewOpens(id: ModuleId | null, locked: boolean): boolean {
  const { locale } = useLocale();
  const preview = usePreviewMode();
  const draft = useQuery({ ...lessonQueries(useApi(), id ?? 1, locale).draft, enabled: preview && locked && id !== null });
  return preview && locked && id !== null && Boolean(draft.data);
}
