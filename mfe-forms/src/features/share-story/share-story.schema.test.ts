import { formsExamples } from '@reentry/contracts/forms.examples';
import { yupErrors } from '../../shared/yup-errors';
import { shareStoryFormSchema } from './share-story.schema';

// The same table runs against the API's zod contract in libs/contracts/src/forms.test.ts.
describe('the share-story form rules', () => {
  it.each(formsExamples.successStory.map((example) => [example.label, example] as const))('%s', (_label, example) => {
    expect(yupErrors(shareStoryFormSchema, example.values)).toEqual(example.errors);
  });
});
