import type { AssistanceRequestInput, AssistanceSubmitted } from '@reentry/contracts/assistance-requests';
import type { FormSending } from '../../shared/native-post';
import { submitAssistanceRequest } from './submit-assistance-request';

const empty = {
  fullName: '',
  email: '',
  phone: '',
  releaseDate: '',
  location: '',
  assistanceType: '',
  currentSituation: '',
  previousExperience: '',
  additionalNeeds: '',
  emergencyContact: '',
  hasTransportation: false,
  criminalBackground: '',
  website: '',
};
export type AssistanceValues = typeof empty;

/** The application as the form keeps it and as the API takes it; the API answers its reference number. */
export const assistanceSending: FormSending<AssistanceValues, AssistanceRequestInput, AssistanceSubmitted> = {
  empty,
  body: (values) => values as AssistanceRequestInput,
  send: submitAssistanceRequest,
};
