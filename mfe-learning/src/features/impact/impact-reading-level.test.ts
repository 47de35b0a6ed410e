// The reading-level gate (libs/content's rule: English grade 8 at most, Spanish no harder) on /impact's prose.
import { sectionRows } from '@reentry/content/readability/report';
import es from '../../i18n/es.json';
import { impactMessages as m, impactPageMessages as page } from './impact.messages';

const prose = { intro: page.intro, learningIntro: m.learningIntro, wellBeingIntro: m.wellBeingIntro };

it('keeps the impact page’s explanations plain in English and Spanish', () => {
  const units = Object.entries(prose).map(([id, message]) => ({
    group: 'impact page',
    id,
    path: message.id,
    text: { en: [message.defaultMessage], es: [(es as Record<string, string>)[message.id]!] },
  }));
  const rows = sectionRows(units);
  expect(rows.filter((row) => row.problems.length).map((row) => `${row.id}: ${row.problems.join('; ')}`)).toEqual([]);
  expect(rows).toHaveLength(3);
});
