import { messagesOf, uiReadingLevel } from '@reentry/content/readability/ui-texts';
import spanish from '../../i18n/es.json';
import * as cards from './claim-cards.messages';

// The claim card goes home with a person just out of prison: its words pass the content's reading-level
// gate (English at grade 8 or below, Spanish no harder than the English).
it('the claim card reads at grade 8 or below in English, and no harder in Spanish', () => {
  const english = Object.fromEntries(Object.entries(messagesOf(cards)).filter(([id]) => id.startsWith('instructor.claimCard.')));
  const level = uiReadingLevel({ english, spanish });
  expect(Object.keys(english).length).toBe(7);
  expect(Math.round(level.grade * 10) / 10).toBeLessThanOrEqual(level.maxGrade);
  expect(Math.round(level.ease)).toBeGreaterThanOrEqual(level.requiredEase);
});
