import type { RouteServices } from '@reentry/contracts/remotes';
import { nativePostAction } from '../shared/native-post-action';
import { FormPage } from './form-page';
import { pageMessages } from './page.messages';
import { formOnFirstUse } from '@reentry/ui/form-on-first-use';

// The form's code loads on the visitor's first use of the page, not with it (@reentry/ui/form-on-first-use).
const ShareStoryForm = formOnFirstUse(() => import('../features/share-story/share-story-form').then((form) => form.ShareStoryForm));

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
    action: nativePostAction(services, () => import('../features/share-story/share-story.sending').then((form) => form.shareStorySending)),
    Component: ShareStoryPage,
  };
}
