import { remoteForPath } from './remote-for-path';

describe('which remote owns a path', () => {
  it.each([
    ['/modules', 'learning'],
    ['/modules/3', 'learning'],
    ['/resources', 'learning'],
    ['/how-to-buy', 'learning'],
    ['/schedule', 'forms'],
    ['/contact', 'forms'],
    ['/assistance', 'forms'],
    ['/donate', 'donate'],
    ['/admin', 'admin'],
    ['/instructor', 'instructor'],
  ])('%s belongs to %s', (path, remote) => {
    expect(remoteForPath(path)).toBe(remote);
  });

  it.each(['/', '/login', '/modules/3/extra', '/donations'])('%s belongs to no remote', (path) => {
    expect(remoteForPath(path)).toBeUndefined();
  });
});
