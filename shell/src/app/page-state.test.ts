import { atLoad, startsAtLoad } from './page-state';

// Whether a page's code starts at load or at the first touch (RouteServices.runAtLoad): a page that puts back
// what a visitor kept on the device starts at once only in a browser that keeps it.
const storage = (entries: Record<string, string>) => () => ({ getItem: (key: string) => entries[key] ?? null });

describe('starting a page’s code at load', () => {
  it('starts a page that asked without a condition, and not one that did not ask', () => {
    expect(startsAtLoad(true, storage({}))).toBe(true);
    expect(startsAtLoad(undefined, storage({ 'reentry.money-plan': '{}' }))).toBe(false);
  });

  it('starts a page that asked “if stored” only where the browser keeps that key', () => {
    const ask = atLoad(undefined, { ifStored: 'reentry.money-plan' });
    expect(startsAtLoad(ask, storage({ 'reentry.money-plan': '{"week1.housing":"5"}' }))).toBe(true);
    expect(startsAtLoad(ask, storage({ other: 'x' }))).toBe(false);
  });

  it('does not start when storage is blocked (nothing kept to put back)', () => {
    const blocked = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    expect(startsAtLoad({ ifStored: 'reentry.money-plan' }, blocked)).toBe(false);
  });

  it('lets an unconditional ask win over a conditional one, whichever loader asked first', () => {
    expect(atLoad(atLoad(undefined, { ifStored: 'k' }), undefined)).toBe(true);
    expect(atLoad(atLoad(undefined, undefined), { ifStored: 'k' })).toBe(true);
  });
});
