import { messagesOf, uiReadingLevel } from '@reentry/content/readability/ui-texts';
import * as claim from '../claim/claim.messages';
import spanish from '../i18n/es.json';
import * as impact from './impact.messages';

const impactWords = messagesOf(impact);
/** The by-topic section's own words (its ids say "topic"): checked on their own too, so the page's total does not carry them. */
const byTopicWords = Object.fromEntries(Object.entries(impactWords).filter(([id]) => /topic/i.test(id)));

// Issue 40 and 41's new pages are read by learners and by the public: their words pass the content's
// reading-level gate (English at grade 8 or below, Spanish no harder than the English).
describe.each([
  ['/impact', impactWords],
  ['/impact, by topic', byTopicWords],
  ['/claim', messagesOf(claim)],
])('the words of %s', (_page, english) => {
  it('read at grade 8 or below in English, and no harder in Spanish', () => {
    const level = uiReadingLevel({ english, spanish });
    expect(Object.keys(english).length).toBeGreaterThan(5);
    expect(Math.round(level.grade * 10) / 10).toBeLessThanOrEqual(level.maxGrade);
    expect(Math.round(level.ease)).toBeGreaterThanOrEqual(level.requiredEase);
  });
});
