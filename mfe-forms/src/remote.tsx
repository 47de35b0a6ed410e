import type { RemoteModule } from '@reentry/contracts/remotes';
import './forms.css';
import { loadMessages } from './i18n/load-messages';
import { AssistancePage } from './routes/assistance-page';
import { ContactPage } from './routes/contact-page';
import { SchedulePage } from './routes/schedule-page';
import { ShareStoryPage } from './routes/share-story-page';
import paths from './route-paths.json';

/** This remote's contract with the shell (RemoteModule v2). */
const remote: RemoteModule = {
  id: 'forms',
  contractVersion: 2,
  loadMessages,
  routes: () => [
    { path: paths.schedule, element: <SchedulePage /> },
    { path: paths.contact, element: <ContactPage /> },
    { path: paths.assistance, element: <AssistancePage /> },
    { path: paths.shareStory, element: <ShareStoryPage /> },
  ],
};

export default remote;
