import type { RouteServices } from '@reentry/contracts/remotes';
import { ShareStoryForm } from '../features/share-story/share-story-form';
import { publicFormAction } from '../shared/form-sending';
import paths from '../route-paths.json';
import { FormPage } from './form-page';
import { pageMessages } from './page.messages';

function ShareStoryPage() {
  return (
    <FormPage messages={pageMessages.shareStory}>
      <ShareStoryForm />
    </FormPage>
  );
}

/** `/share-your-story`: a visitor shares a success story for the home page (after an admin approves it). */
export function route(services: RouteServices) {
  return {
    action: publicFormAction(services, paths.shareStory, () => import('../features/share-story/share-story.sending').then((form) => form.shareStorySending)),
    Component: ShareStoryPage,
  };
}
