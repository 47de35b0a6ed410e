import { parseRemoteModule, parseRemotesManifest } from './remotes';

describe('RemoteModule v1 and remotes.json validation', () => {
  const manifest = {
    learning: '/remotes/learning/mf-manifest.json',
    forms: 'https://cdn.example.org/forms/mf-manifest.json',
    donate: '/remotes/donate/mf-manifest.json',
    admin: '/remotes/admin/mf-manifest.json',
    instructor: '/remotes/instructor/mf-manifest.json',
  };

  it('accepts a manifest with all five remotes and drops unknown keys', () => {
    expect(parseRemotesManifest({ ...manifest, extra: 'x' })).toEqual(manifest);
  });

  it('names the remotes a manifest lacks', () => {
    expect(() => parseRemotesManifest({ ...manifest, donate: '', admin: undefined })).toThrow('donate, admin');
    expect(() => parseRemotesManifest(null)).toThrow(/lacks a URL/);
  });

  it('accepts a module that implements the contract for the requested id', () => {
    const remote = { id: 'forms', contractVersion: 1, routes: [], loadMessages: async () => ({}) };
    expect(parseRemoteModule(remote, 'forms')).toBe(remote);
  });

  it('rejects a wrong id, a future contract version and missing parts, saying why', () => {
    expect(() => parseRemoteModule({ id: 'forms', contractVersion: 2, routes: {} }, 'donate')).toThrow(
      'id is forms, expected donate; contractVersion is 2, expected 1; routes is not an array; loadMessages is not a function',
    );
    expect(() => parseRemoteModule(undefined, 'admin')).toThrow(/breaks RemoteModule v1/);
  });
});
