import { lazyValidation } from '../../shared/lazy-validation';

/** The fields in the order they appear: focus goes to the first one that needs fixing. */
export const contactFields = ['name', 'email', 'subject', 'message'] as const;

/** The browser's check of this form: the yup rules (contact.schema.ts), loaded on first use. */
export const contactValidation = lazyValidation(() => import('./contact.schema').then((rules) => rules.contactFormSchema));
