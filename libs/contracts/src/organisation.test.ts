import { organisationDetailsSchema, organisationUpdateSchema } from './organisation';
import { organisationExamples } from './organisation.examples';
import { isSocialUrl, organisationMessages as m } from './organisation-rules';

/** First message id per field path, as the API reports it. */
function zodErrors(values: unknown): Record<string, string> {
  const result = organisationDetailsSchema.safeParse(values);
  const errors: Record<string, string> = {};
  if (!result.success) for (const issue of result.error.issues) errors[issue.path.map(String).join('.')] ??= issue.message;
  return errors;
}

// The same table runs against the admin form's yup schema in mfe-admin.
describe('the organisation details contract', () => {
  it.each(organisationExamples.map((example) => [example.label, example] as const))('%s', (_label, example) => {
    expect(zodErrors(example.values)).toEqual(example.errors);
  });

  it('drops unknown keys, __proto__ included', () => {
    const values = JSON.parse(`{"__proto__":{"admin":true},"extra":1,${JSON.stringify(organisationExamples[0]!.values).slice(1)}`);
    const parsed = organisationDetailsSchema.parse(values) as Record<string, unknown>;
    expect(Object.keys(parsed)).not.toContain('extra');
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it('names a missing language, a missing object and a bad version', () => {
    const { officeHours: _hours, ...rest } = organisationExamples[0]!.values;
    expect(zodErrors({ ...rest, offlineGiving: { en: '' } })).toEqual({ officeHours: m.officeHours.id, 'offlineGiving.es': m.offlineGiving.id });
    const bad = organisationUpdateSchema.safeParse({ ...organisationExamples[0]!.values, version: '1' });
    expect(bad.success ? [] : bad.error.issues.map((issue) => issue.message)).toEqual([m.version.id]);
  });

  it('takes only https links with a real host name', () => {
    expect(['https://x.com/a', '']).toEqual(['https://x.com/a', ''].filter(isSocialUrl));
    expect(['https://localhost', 'https://x.com/a b', 'data:text/html,x', 'JAVASCRIPT:alert(1)', 'ftp://x.com'].filter(isSocialUrl)).toEqual([]);
  });
});
