import { formsExamples } from '@reentry/contracts/forms.examples';
import { yupErrors } from '../../shared/yup-errors';
import { assistanceFormSchema } from './assistance.schema';

// The same table runs against the API's zod contract in libs/contracts/src/forms.test.ts.
describe('the assistance form rules', () => {
  it.each(formsExamples.assistance.map((example) => [example.label, example] as const))('%s', (_label, example) => {
    expect(yupErrors(assistanceFormSchema, example.values)).toEqual(example.errors);
  });
});
