import { lazyValidation } from '../../shared/lazy-validation';

/** The fields in the order they appear: focus goes to the first one that needs fixing. */
export const facilityRequestFields = [
  'facilityName',
  'facilityType',
  'contactName',
  'contactPosition',
  'contactEmail',
  'contactPhone',
  'facilityAddress',
  'participantCount',
  'preferredDate',
  'specialRequirements',
] as const;

/** The browser's check of this form: the yup rules (facility-request.schema.ts), loaded on first use. */
export const facilityRequestValidation = lazyValidation(() => import('./facility-request.schema').then((rules) => rules.facilityRequestFormSchema));
