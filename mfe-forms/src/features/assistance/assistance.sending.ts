import type { AssistanceRequestInput, AssistanceSubmitted } from '@reentry/contracts/assistance-requests';
import { HONEYPOT_FIELD } from '@reentry/contracts/forms-rules';
import { ticked, type FormSending } from '../../shared/form-sending';
import { submitAssistanceRequest } from './submit-assistance-request';
import { assistanceFields } from './assistance.validation';

/**
 * The application as the form posts it and as the API takes it; the API answers its reference number,
 * which the page's address then carries to the submitted screen (it is what the applicant quotes).
 */
export const assistanceSending: FormSending<AssistanceRequestInput, AssistanceSubmitted> = {
  fields: [...assistanceFields, HONEYPOT_FIELD],
  body: (values) => ({ ...values, hasTransportation: ticked(values.hasTransportation) }) as unknown as AssistanceRequestInput,
  send: submitAssistanceRequest,
  sentSearch: ({ reference }) => ({ reference }),
};
