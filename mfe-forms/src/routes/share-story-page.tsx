import { ShareStoryForm } from '../features/share-story/share-story-form';
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
export function route() {
  return { Component: ShareStoryPage };
}
