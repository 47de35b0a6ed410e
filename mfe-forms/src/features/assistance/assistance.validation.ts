import { lazyValidation } from '../../shared/lazy-validation';

/** The fields in the order they appear: focus goes to the first one that needs fixing. */
export const assistanceFields = [
  'fullName',
  'email',
  'phone',
  'releaseDate',
  'location',
  'assistanceType',
  'currentSituation',
  'previousExperience',
  'additionalNeeds',
  'emergencyContact',
  'hasTransportation',
  'criminalBackground',
] as const;

/** The browser's check of this form: the yup rules (assistance.schema.ts), loaded on first use. */
export const assistanceValidation = lazyValidation(() => import('./assistance.schema').then((rules) => rules.assistanceFormSchema), { ticks: ['hasTransportation'] });
