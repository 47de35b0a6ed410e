import { formsExamples } from '@reentry/contracts/forms.examples';
import { yupErrors } from '../../shared/yup-errors';
import { contactFormSchema } from './contact.schema';

// The same table runs against the API's zod contract in libs/contracts/src/forms.test.ts.
describe('the contact form rules', () => {
  it.each(formsExamples.contact.map((example) => [example.label, example] as const))('%s', (_label, example) => {
    expect(yupErrors(contactFormSchema, example.values)).toEqual(example.errors);
  });
});
