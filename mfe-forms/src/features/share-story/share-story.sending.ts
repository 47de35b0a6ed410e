import { HONEYPOT_FIELD } from '@reentry/contracts/forms-rules';
import type { SuccessStorySubmissionInput } from '@reentry/contracts/success-stories';
import { ticked, type FormSending } from '../../shared/form-sending';
import { submitSuccessStory } from './submit-success-story';
import { shareStoryFields } from './share-story.validation';

/** The story as the form posts it and as the API takes it (consent is a tick: true or false). */
export const shareStorySending: FormSending<SuccessStorySubmissionInput, unknown> = {
  fields: [...shareStoryFields, HONEYPOT_FIELD],
  body: (values) => ({ ...values, consentToPublish: ticked(values.consentToPublish) }) as unknown as SuccessStorySubmissionInput,
  send: submitSuccessStory,
};
