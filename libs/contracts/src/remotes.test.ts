import { parseRemoteModule, parseRemotesMap } from './remotes';

describe('RemoteModule v2 and the remotes map', () => {
  const map = {
    remotes: [
      { id: 'learning', manifestUrl: '/remotes/learning/mf-manifest.json', version: 'a1', paths: ['/modules', '/modules/:id'] },
      { id: 'forms', manifestUrl: 'https://cdn.example.org/forms/1.4.0/mf-manifest.json', version: 'b2', paths: ['/schedule'] },
    ],
  };

  it('accepts a map of any number of remotes and drops unknown keys', () => {
    const withExtra = { remotes: map.remotes.map((remote) => ({ ...remote, extra: true })) };
    expect(parseRemotesMap(withExtra)).toEqual(map);
    expect(parseRemotesMap({ remotes: [] })).toEqual({ remotes: [] });
  });

  it('names a malformed entry', () => {
    expect(() => parseRemotesMap({ remotes: [map.remotes[0], { id: 'x', manifestUrl: '', version: 'v', paths: [] }] })).toThrow(
      'entry 1',
    );
    expect(() => parseRemotesMap({ remotes: [{ ...map.remotes[0], paths: ['modules'] }] })).toThrow('entry 0');
    expect(() => parseRemotesMap({ remotes: [{ ...map.remotes[0], id: '../x' }] })).toThrow('entry 0');
    expect(() => parseRemotesMap(null)).toThrow(/lacks a "remotes" list/);
  });

  it('accepts a module that implements the contract for the requested id', () => {
    const remote = { id: 'forms', contractVersion: 2, routes: () => [], loadMessages: async () => ({}) };
    expect(parseRemoteModule(remote, 'forms')).toBe(remote);
  });

  it('rejects a wrong id, another contract version and missing parts, saying why', () => {
    expect(() => parseRemoteModule({ id: 'forms', contractVersion: 1, routes: [] }, 'donate')).toThrow(
      'id is forms, expected donate; contractVersion is 1, expected 2; routes is not a function; loadMessages is not a function',
    );
    expect(() => parseRemoteModule(undefined, 'admin')).toThrow(/breaks RemoteModule v2/);
  });
});
