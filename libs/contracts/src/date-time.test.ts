import { dateFormatter, dateTimeFormatter } from './date-time';

describe('the site rule for dates and times', () => {
  const moment = '2026-11-27T11:15:00.000Z';

  it('prints a time in the site zone and names the zone, in both languages', () => {
    expect(dateTimeFormatter('en', 'America/New_York')(moment)).toBe('Nov 27, 2026, 6:15 AM EST');
    expect(dateTimeFormatter('es', 'America/New_York')(moment)).toBe('27 nov 2026, 6:15 GMT-5');
    expect(dateTimeFormatter('en', 'America/Los_Angeles')(moment)).toBe('Nov 27, 2026, 3:15 AM PST');
  });

  it('prints the same text wherever it runs (the viewer’s own zone plays no part)', () => {
    expect(dateTimeFormatter('en', 'America/Chicago')(new Date(moment))).toBe(dateTimeFormatter('en', 'America/Chicago')(Date.parse(moment)));
  });

  it('prints a date alone as the day in the site zone, without a zone name', () => {
    expect(dateFormatter('en', 'America/New_York')('2026-11-28T03:00:00.000Z')).toBe('Nov 27, 2026');
    expect(dateFormatter('es', 'America/New_York')('2026-11-28T03:00:00.000Z')).toBe('27 nov 2026');
  });
});
