import { safeReturnTo } from './return-to';

describe('safeReturnTo', () => {
  it.each(['/modules/3', '/modules/3?tab=quiz', '/resources?tab=programs#program-housing', '/'])('keeps the same-site path %s', (path) => {
    expect(safeReturnTo(path)).toBe(path);
  });

  it.each([
    null,
    '',
    'modules/3',
    'https://evil.example/modules',
    '//evil.example/modules',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    '/modules/3\u0000',
    '/\tevil',
    '/.//evil.example',
    '/%2F%2Fevil.example',
    `/${'a'.repeat(3000)}`,
  ])('ignores %p', (value) => {
    expect(safeReturnTo(value)).toBeNull();
  });
});
