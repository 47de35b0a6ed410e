import { lazyValidation } from '../../shared/lazy-validation';

/** The fields in the order they appear: focus goes to the first one that needs fixing. */
export const shareStoryFields = ['name', 'story', 'location', 'occupation', 'consentToPublish'] as const;

/** The browser's check of this form: the yup rules (share-story.schema.ts), loaded on first use. */
export const shareStoryValidation = lazyValidation(() => import('./share-story.schema').then((rules) => rules.shareStoryFormSchema), { ticks: ['consentToPublish'] });
