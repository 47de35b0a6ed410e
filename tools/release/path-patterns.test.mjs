import { patternsOverlap } from './path-patterns.mjs';

describe('whether two route patterns can match the same page', () => {
  it.each([
    ['/admin', '/admin'],
    ['/Admin', '/admin'],
    ['/modules/:id', '/modules/:moduleId'],
    ['/modules/:id', '/modules/3'],
    ['/certificates/*', '/certificates/verify/:code'],
    ['/certificates/*', '/certificates'],
    ['*', '/donate'],
    ['/stories/:id?', '/stories'],
    ['/stories/:id?', '/stories/7'],
  ])('%s and %s: yes', (a, b) => {
    expect(patternsOverlap(a, b)).toBe(true);
    expect(patternsOverlap(b, a)).toBe(true);
  });

  it.each([
    ['/modules', '/modules/:id'],
    ['/certificates/verify', '/certificates/verify/:code'],
    ['/admin', '/administration'],
    ['/', '/modules'],
    ['/stories/:id?', '/stories/7/edit'],
    ['/a/*', '/b'],
  ])('%s and %s: no', (a, b) => {
    expect(patternsOverlap(a, b)).toBe(false);
    expect(patternsOverlap(b, a)).toBe(false);
  });
});
