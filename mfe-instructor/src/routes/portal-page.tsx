import { useSearchParams } from 'react-router';
import { useSession } from '@reentry/platform';
import { PageIntro } from '@reentry/ui';
import { ClassCodesPanel } from '../features/class-codes/class-codes-panel';
import { LessonPlans } from '../features/teaching-resources/lesson-plans';
import { portalMessages } from './portal.messages';
import { readPortalSearch } from './portal-search';
import { panelId, PortalTabs, tabId } from './portal-tabs';
import { StudentsTab } from './students-tab';
import paths from '../route-paths.json';

/**
 * `/instructor`: My Students, Teaching Resources and Class Codes, as tabs in the URL. Staff who edit content
 * but teach no class see the lesson plans' preview alone (the loader let them in for that): no tabs to a class.
 */
export function PortalPage() {
  const [params] = useSearchParams();
  const search = readPortalSearch(params);
  const tabs = useSession().user?.isInstructor === true;
  const panel = tabs ? { role: 'tabpanel', id: panelId(search.tab), 'aria-labelledby': tabId(search.tab) } : {};
  return (
    <div className={`instructor-portal instructor-portal--${search.tab}`}>
      <div className="no-print">
        <PageIntro messages={portalMessages} />
      </div>
      {tabs && <PortalTabs current={search.tab} />}
      <div className="portal-panel" {...panel}>
        {search.tab === 'students' && <StudentsTab search={search} />}
        {search.tab === 'resources' && <LessonPlans handoutTo={paths.handout} />}
        {search.tab === 'codes' && <ClassCodesPanel />}
      </div>
    </div>
  );
}
