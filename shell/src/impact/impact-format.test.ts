import { createIntl } from 'react-intl';
import es from '../i18n/es.json';
import { countText, gainText, missingFigures, scoreChangeText, scoreText, shareText } from './impact-format';

const en = createIntl({ locale: 'en', messages: {} });
const spanish = createIntl({ locale: 'es', messages: es as Record<string, string> });

describe('how the impact figures read', () => {
  it('a hidden count (null) is "fewer than 10"; zero and shown counts are numbers', () => {
    expect(countText(en, null)).toBe('fewer than 10');
    expect(countText(spanish, null)).toBe('menos de 10');
    expect(countText(en, 0)).toBe('0');
    expect(countText(en, 12345)).toBe('12,345');
  });

  it('a share of right answers is a whole percent; hidden reads "not shown"', () => {
    expect(shareText(en, 0.4567)).toBe('46%');
    expect(shareText(en, 1)).toBe('100%');
    expect(shareText(en, null)).toBe('not shown');
    expect(shareText(spanish, 0.4567)).toMatch(/^46\s?%$/);
  });

  it('a gain is signed percentage points with its 95% interval in words', () => {
    expect(gainText(en, 0.3212, [0.2391, 0.4013])).toBe('+32 points (24 to 40)');
    expect(gainText(en, -0.05, [-0.12, 0.02])).toBe('-5 points (-12 to 2)');
    expect(gainText(en, 0, [-0.03, 0.03])).toBe('0 points (-3 to 3)');
    expect(gainText(en, 0.1, null)).toBe('+10 points');
    expect(gainText(en, null, null)).toBe('not shown');
    expect(gainText(spanish, 0.3212, [0.2391, 0.4013])).toBe('+32 puntos (de 24 a 40)');
  });

  it('well-being scores and their change keep one place', () => {
    expect(scoreText(en, 52.3)).toBe('52.3');
    expect(scoreText(en, null)).toBe('not shown');
    expect(scoreChangeText(en, 4.2, [1.1, 7.3])).toBe('+4.2 points (1.1 to 7.3)');
    expect(scoreChangeText(spanish, 4.2, [1.1, 7.3])).toBe('+4,2 puntos (de 1,1 a 7,3)');
  });

  it('says why a module has no figures, or nothing when it has them', () => {
    expect(missingFigures(en, null, null)).toBe('Fewer than 10 people');
    expect(missingFigures(en, 0, null)).toBe('No one yet');
    expect(missingFigures(spanish, null, null)).toBe('Menos de 10 personas');
    expect(missingFigures(en, 14, 0.5)).toBeNull();
  });
});
