import type { ZodObject, ZodType } from 'zod';
import * as accountSecurity from './account-security';
import * as auth from './auth';
import { hasForbiddenCharacters, textValidationMessages } from './text-rules';
import { text } from './text';

const control = textValidationMessages.controlCharacters.id;

/** Every request schema (an object schema named *RequestSchema or a confirmation) of the contract files. */
const requestSchemas = (Object.entries({ ...auth, ...accountSecurity }) as [string, unknown][]).filter(
  (entry): entry is [string, ZodObject] => /(Request|Confirmation)Schema$/.test(entry[0]) && typeof (entry[1] as { shape?: unknown }).shape === 'object',
);

function acceptsStrings(field: ZodType): boolean {
  const result = field.safeParse('abcd');
  return result.success || result.error.issues.every((issue) => issue.code !== 'invalid_type');
}

describe('the shared text rule', () => {
  it.each(['\u0000', '\u0007', '\u001B', '\u007F', '\u0085', '\u202E', '\u2066', '\uFEFF', '\uD800', '\t', '\n'])(
    'refuses %j in a single-line field',
    (character) => {
      expect(hasForbiddenCharacters(`a${character}b`)).toBe(true);
      expect(text({ error: 'x' }).safeParse(`a${character}b`).error?.issues[0]?.message).toBe(control);
    },
  );

  it('lets tab and line breaks through in a multi-line field, but not NUL', () => {
    const multiline = text({ error: 'x', multiline: true });
    expect(multiline.safeParse('one\ttwo\r\nthree\n').success).toBe(true);
    expect(multiline.safeParse('one\u0000').success).toBe(false);
  });

  it('accepts accents, emoji and other scripts', () => {
    for (const value of ['José Núñez', 'Ana 😀', 'Мария', '김민준', 'family 👨‍👩‍👧']) expect(hasForbiddenCharacters(value)).toBe(false);
  });

  it('found the request contracts to check', () => {
    expect(requestSchemas.map(([name]) => name)).toEqual(
      expect.arrayContaining(['loginRequestSchema', 'registerRequestSchema', 'resetPasswordRequestSchema', 'twoFactorDisableRequestSchema']),
    );
  });

  describe.each(requestSchemas)('%s', (_name, schema) => {
    const stringFields = Object.entries(schema.shape as Record<string, ZodType>).filter(([, field]) => acceptsStrings(field));
    it.each(stringFields)('refuses a NUL in %s with the shared message', (key, field) => {
      expect(stringFields.length).toBeGreaterThan(0);
      expect(field.safeParse('ab\u0000cd').error?.issues[0]?.message).toBe(control);
    });
  });
});
