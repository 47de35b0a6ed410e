import { isPreviewRequest } from '@reentry/platform';
import paths from '../route-paths.json';

/** What the portal's URL holds, so every view can be linked, reloaded and rendered on the server. */
export const portalTabs = ['students', 'resources', 'codes'] as const;
export type PortalTab = (typeof portalTabs)[number];
export const studentSorts = ['name', 'progress-desc', 'progress-asc'] as const;
export type StudentSort = (typeof studentSorts)[number];

export interface PortalSearch {
  tab: PortalTab;
  /** The student whose details are open (`?student=12`). */
  student: number | undefined;
  sort: StudentSort;
}

const pick = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

export function readPortalSearch(params: URLSearchParams): PortalSearch {
  const student = params.get('student');
  return {
    // The content studio's preview of the portal (`?preview=draft`) is of its one studio document: the lesson plans.
    tab: isPreviewRequest(params) ? 'resources' : pick(portalTabs, params.get('tab'), 'students'),
    student: student && /^[1-9][0-9]{0,9}$/.test(student) && Number(student) <= 2_147_483_647 ? Number(student) : undefined,
    sort: pick(studentSorts, params.get('sort'), 'name'),
  };
}

/** The address of a view of the portal; defaults are left out so URLs stay short. */
export function portalHref({ tab, student, sort }: Partial<PortalSearch>): string {
  const params = new URLSearchParams();
  if (tab && tab !== 'students') params.set('tab', tab);
  if (student !== undefined) params.set('student', String(student));
  if (sort && sort !== 'name') params.set('sort', sort);
  const text = params.toString();
  return text ? `${paths.portal}?${text}` : paths.portal;
}
