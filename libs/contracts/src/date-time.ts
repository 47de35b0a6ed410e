/**
 * How the site shows a moment (one rule, docs/features.md "Dates and times"): in the organisation's time zone
 * (SITE_TIME_ZONE), so the server's HTML and the browser's print the same text; a time of day always names that
 * zone ("Nov 27, 2026, 6:15 AM EST", "27 nov 2026, 6:15 GMT-5"), so nobody takes it for their own clock's.
 * A date alone is the day in that zone, with no zone name.
 */
export type Moment = string | number | Date;

/** "Nov 27, 2026" / "27 nov 2026" (spec: MMM d, yyyy), the day in `timeZone`. */
export function dateFormatter(locale: string, timeZone: string): (moment: Moment) => string {
  const format = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', year: 'numeric', timeZone });
  return (moment) => format.format(new Date(moment));
}

/** "Nov 27, 2026, 6:15 AM EST": the date and the time in `timeZone`, with the zone's short name. */
export function dateTimeFormatter(locale: string, timeZone: string): (moment: Moment) => string {
  const format = new Intl.DateTimeFormat(locale, {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  });
  return (moment) => format.format(new Date(moment));
}
