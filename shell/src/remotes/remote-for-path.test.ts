import type { RemoteDescriptor } from '@reentry/contracts/remotes';
import { remoteForPath } from './remote-for-path';

const remotes: RemoteDescriptor[] = [
  { id: 'learning', manifestUrl: '/l.json', version: '1', paths: ['/modules', '/modules/:id', '/resources'] },
  { id: 'forms', manifestUrl: '/f.json', version: '1', paths: ['/schedule', '/share-your-story'] },
  { id: 'extra', manifestUrl: 'https://cdn.example.org/x.json', version: '9', paths: ['/extra/:page'] },
];

describe('which remote owns a path', () => {
  it.each([
    ['/modules', 'learning'],
    ['/modules/3', 'learning'],
    ['/resources', 'learning'],
    ['/schedule', 'forms'],
    ['/share-your-story', 'forms'],
    ['/extra/anything', 'extra'],
  ])('%s belongs to %s, as the remotes published', (path, remote) => {
    expect(remoteForPath(remotes, path)?.id).toBe(remote);
  });

  it.each(['/', '/login', '/modules/3/extra', '/donations', '/extra'])('%s belongs to no remote', (path) => {
    expect(remoteForPath(remotes, path)).toBeUndefined();
  });
});
