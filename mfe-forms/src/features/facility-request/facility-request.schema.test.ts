import { formsExamples } from '@reentry/contracts/forms.examples';
import { yupErrors } from '../../shared/yup-errors';
import { facilityRequestFormSchema } from './facility-request.schema';

// The same table runs against the API's zod contract in libs/contracts/src/forms.test.ts.
describe('the facility request form rules', () => {
  it.each(formsExamples.facilityRequest.map((example) => [example.label, example] as const))('%s', (_label, example) => {
    expect(yupErrors(facilityRequestFormSchema, example.values)).toEqual(example.errors);
  });
});
