import { FormCheckbox, FormTextArea, FormTextField } from '../../shared/form-fields';
import { PublicForm } from '../../shared/public-form';
import { shareStoryMessages as m } from './share-story.messages';
import { shareStoryFields, shareStoryValidation } from './share-story.validation';
const noMemory = { autoComplete: 'off' } as const;

/** A visitor shares a success story; it waits for an admin's approval. Empty again once sent. */
export function ShareStoryForm() {
  return (
    <PublicForm
      id="share-story-heading"
      messages={{ ...m, sending: m.submitting }}
      note={m.reviewNote}
      fields={shareStoryFields}
      validate={shareStoryValidation}
      autoComplete="off"
    >
      <FormTextField name="name" label={m.name} hint={m.nameHint} {...noMemory} />
      <FormTextArea name="story" label={m.story} hint={m.storyHint} rows={8} {...noMemory} />
      <FormTextField name="location" label={m.location} hint={m.locationHint} optional {...noMemory} />
      <FormTextField name="occupation" label={m.occupation} hint={m.occupationHint} optional {...noMemory} />
      <FormCheckbox name="consentToPublish" label={m.consent} aria-required />
    </PublicForm>
  );
}
