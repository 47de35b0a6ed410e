import type { FacilityRequestInput } from '@reentry/contracts/facility-requests';
import { HONEYPOT_FIELD } from '@reentry/contracts/forms-rules';
import type { FormSending } from '../../shared/form-sending';
import { submitFacilityRequest } from './submit-facility-request';
import { facilityRequestFields } from './facility-request.validation';

/** The workshop request as the form posts it and as the API takes it (the number of participants is a number). */
export const facilityRequestSending: FormSending<FacilityRequestInput, unknown> = {
  fields: [...facilityRequestFields, HONEYPOT_FIELD],
  body: (values) => ({ ...values, participantCount: Number(values.participantCount) }) as unknown as FacilityRequestInput,
  send: submitFacilityRequest,
};
