import type { FacilityRequestInput } from '@reentry/contracts/facility-requests';
import type { FormSending } from '../../shared/native-post';
import { submitFacilityRequest } from './submit-facility-request';

const empty = {
  facilityName: '',
  facilityType: '',
  contactName: '',
  contactPosition: '',
  contactEmail: '',
  contactPhone: '',
  facilityAddress: '',
  participantCount: '',
  preferredDate: '',
  specialRequirements: '',
  website: '',
};
export type FacilityRequestValues = typeof empty;

/** The workshop request as the form keeps it and as the API takes it (the number of participants is a number). */
export const facilityRequestSending: FormSending<FacilityRequestValues, FacilityRequestInput, unknown> = {
  empty,
  body: (values) => ({ ...values, participantCount: Number(values.participantCount) }) as FacilityRequestInput,
  send: submitFacilityRequest,
};
