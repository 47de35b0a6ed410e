import type { SuccessStorySubmissionInput } from '@reentry/contracts/success-stories';
import type { FormSending } from '../../shared/native-post';
import { submitSuccessStory } from './submit-success-story';

const empty = { name: '', story: '', location: '', occupation: '', consentToPublish: false, website: '' };
export type ShareStoryValues = typeof empty;

/** The story as the form keeps it and as the API takes it (consent is a tick: true or false). */
export const shareStorySending: FormSending<ShareStoryValues, SuccessStorySubmissionInput, unknown> = {
  empty,
  body: (values) => values as SuccessStorySubmissionInput,
  send: submitSuccessStory,
};
