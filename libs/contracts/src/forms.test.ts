import type { ZodType } from 'zod';
import { assistanceRequestSchema } from './assistance-requests';
import { contactMessageSchema } from './contact-messages';
import { facilityRequestSchema } from './facility-requests';
import { formsExamples, type FormsExample } from './forms.examples';
import { isPhoneNumber, isSavableText } from './forms-rules';
import { successStorySubmissionSchema } from './success-stories';

/** First message id per field, as the API reports it. */
function zodErrors(schema: ZodType, values: Record<string, unknown>): Record<string, string> {
  const result = schema.safeParse(values);
  const errors: Record<string, string> = {};
  if (!result.success) {
    for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  }
  return errors;
}

const cases: Array<[string, ZodType, FormsExample[]]> = [
  ['facility request', facilityRequestSchema, formsExamples.facilityRequest],
  ['contact', contactMessageSchema, formsExamples.contact],
  ['assistance', assistanceRequestSchema, formsExamples.assistance],
  ['success story', successStorySubmissionSchema, formsExamples.successStory],
];

// The same table runs against the yup form schemas in mfe-forms.
describe.each(cases)('the %s contract', (_name, schema, examples) => {
  it.each(examples.map((example) => [example.label, example] as const))('%s', (_label, example) => {
    expect(zodErrors(schema, example.values)).toEqual(example.errors);
  });
});

describe('form contracts', () => {
  it('keep text exactly as typed, and store an empty optional field as null', () => {
    const parsed = contactMessageSchema.parse({ name: '  Ana  ', email: ' ana@example.org ', subject: 'media', message: ' <script>x</script> 🎉 ' });
    expect(parsed).toEqual({ name: '  Ana  ', email: 'ana@example.org', subject: 'media', message: ' <script>x</script> 🎉 ' });
    const assistance = assistanceRequestSchema.parse({ ...formsExamples.assistance[0]!.values, additionalNeeds: '' });
    expect(assistance.additionalNeeds).toBeNull();
    expect(assistance.website).toBeUndefined();
  });

  it('drop unknown keys, including __proto__', () => {
    const body = JSON.parse(`{"__proto__": {"isApproved": true}, "isApproved": true, ${JSON.stringify(formsExamples.successStory[0]!.values).slice(1)}`);
    const parsed = successStorySubmissionSchema.parse(body);
    expect(Object.keys(parsed).sort()).toEqual(['consentToPublish', 'location', 'name', 'occupation', 'story', 'website']);
    expect(parsed.website).toBeUndefined();
    expect(({} as { isApproved?: boolean }).isApproved).toBeUndefined();
  });

  it('refuse wrong types with the field message', () => {
    expect(zodErrors(facilityRequestSchema, { ...formsExamples.facilityRequest[0]!.values, participantCount: '25', facilityName: 42 })).toEqual({
      participantCount: 'contracts.forms.participantCountRequired',
      facilityName: 'contracts.forms.facilityNameRequired',
    });
    expect(zodErrors(assistanceRequestSchema, { ...formsExamples.assistance[0]!.values, hasTransportation: 'yes' })).toEqual({
      hasTransportation: 'contracts.forms.checkField',
    });
  });

  it('know which characters cannot be saved and what a phone number is', () => {
    expect(['a\u0000', '\u0007', '\u007f', '\u0085', '\ud800', 'x\udc00'].map(isSavableText)).toEqual([false, false, false, false, false, false]);
    expect(['tab\tline\nreturn\r', '🙂', 'مرحبا', 'ñandú'].map(isSavableText)).toEqual([true, true, true, true]);
    expect(['(614) 555-0142', '+52 55 1234 5678', '6145550142 x12'].map(isPhoneNumber)).toEqual([true, true, true]);
    expect(['555-0142 ext 1234567', 'abc', '61455501'].map(isPhoneNumber)).toEqual([false, false, false]);
  });
});
