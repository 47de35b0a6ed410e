import { LOCAL_PATH_MAX, localPath } from './local-path';

describe('localPath', () => {
  it.each(['/', '/modules/3', '/modules/3?tab=quiz', '/resources?tab=programs#program-housing', '/login?returnTo=%2Fmodules%2F1', '/es/m%C3%B3dulos'])(
    'keeps the path of this site %s',
    (path) => {
      expect(localPath(path)).toBe(path);
    },
  );

  it('normalises dot segments that stay on the site', () => {
    expect(localPath('/modules/../resources')).toBe('/resources');
  });

  it.each([
    null,
    undefined,
    42,
    '',
    'modules/3',
    'https://evil.example/login',
    'HTTPS://evil.example',
    '//evil.example/login',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/%2F%2Fevil.example',
    '/%2f/evil.example',
    '/%5Cevil.example',
    '/%252F%252Fevil.example',
    '/.//evil.example',
    '/a/..//evil.example',
    '/%2e%2e//evil.example',
    'javascript:alert(1)',
    '/login\u0000',
    '/login%00',
    '/\tevil.example',
    '/\n/evil.example',
    '/%09/evil.example',
    '/%E0%A4%A',
    `/${'a'.repeat(10_000)}`,
    `/${'a'.repeat(LOCAL_PATH_MAX)}`,
  ].map((value) => [JSON.stringify(value)?.slice(0, 40) ?? String(value), value]))('refuses %s', (_label, value) => {
    expect(localPath(value)).toBeNull();
  });
});
