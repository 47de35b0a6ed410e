import type { RemoteModule } from '@reentry/contracts/remotes';
import './forms.css';
import { loadMessages } from './i18n/load-messages';
import { AssistancePage } from './routes/assistance-page';
import { ContactPage } from './routes/contact-page';
import { SchedulePage } from './routes/schedule-page';
import { ShareStoryPage } from './routes/share-story-page';

/** This remote's contract with the shell (RemoteModule v1). */
const remote: RemoteModule = {
  id: 'forms',
  contractVersion: 1,
  loadMessages,
  routes: [
    { path: '/schedule', element: <SchedulePage /> },
    { path: '/contact', element: <ContactPage /> },
    { path: '/assistance', element: <AssistancePage /> },
    { path: '/share-your-story', element: <ShareStoryPage /> },
  ],
};

export default remote;
