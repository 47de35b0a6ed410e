import { allowedDomains, isAllowedUrl } from './allowed-domains.js';
import { collectLinks, collectStrings } from './links.js';

describe('links', () => {
  const links = collectLinks();

  it('finds the cited sources', () => {
    expect(links.length).toBeGreaterThan(50);
  });

  it('are all https and on the allowed domain list', () => {
    expect(links.filter((l) => !isAllowedUrl(l.url)).map((l) => `${l.path}: ${l.url}`)).toEqual([]);
  });

  it('have no bare web addresses hidden in the text', () => {
    const bare = collectStrings().filter((s) => /https?:\/\//.test(s.value) && !s.path.endsWith('.url'));
    expect(bare).toEqual([]);
  });

  it('keep the allow list tidy', () => {
    expect(isAllowedUrl('http://www.ssa.gov')).toBe(false);
    expect(isAllowedUrl('https://ssa.gov.example.com')).toBe(false);
    expect(isAllowedUrl('https://www.ssa.gov/number-card')).toBe(true);
    expect(new Set(allowedDomains).size).toBe(allowedDomains.length);
  });
});
