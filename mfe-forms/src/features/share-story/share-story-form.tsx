import { FormikCheckbox, FormikTextArea, FormikTextField } from '../../shared/formik-fields';
import { PublicForm } from '../../shared/public-form';
import { shareStoryMessages as m } from './share-story.messages';
import { shareStoryFields, shareStoryValidation } from './share-story.validation';
import { shareStorySending, type ShareStoryValues } from './share-story.sending';
import { useSubmitSuccessStory } from './submit-success-story';

type Values = ShareStoryValues;
const { empty } = shareStorySending;
const noMemory = { autoComplete: 'off' } as const;

/** A visitor shares a success story; it waits for an admin's approval. Resets on success. */
export function ShareStoryForm() {
  const submit = useSubmitSuccessStory();
  const send = (values: Values, idempotencyKey: string) => submit.mutateAsync({ story: shareStorySending.body(values), idempotencyKey });
  return (
    <PublicForm
      id="share-story-heading"
      messages={{ ...m, sending: m.submitting }}
      note={m.reviewNote}
      initialValues={empty}
      fields={shareStoryFields}
      validate={shareStoryValidation}
      send={send}
      autoComplete="off"
    >
      <FormikTextField name="name" label={m.name} hint={m.nameHint} {...noMemory} />
      <FormikTextArea name="story" label={m.story} hint={m.storyHint} rows={8} {...noMemory} />
      <FormikTextField name="location" label={m.location} hint={m.locationHint} optional {...noMemory} />
      <FormikTextField name="occupation" label={m.occupation} hint={m.occupationHint} optional {...noMemory} />
      <FormikCheckbox name="consentToPublish" label={m.consent} required />
    </PublicForm>
  );
}
