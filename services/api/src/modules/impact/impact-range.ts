import type { ImpactQuery, ImpactReportQuery } from '@reentry/contracts/impact';

/** A day (YYYY-MM-DD) in the organisation's time zone. */
export function dayIn(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
}

/** The first instant of a day in the time zone (midnight there), as a Date. */
export function startOfDay(day: string, timeZone: string): Date {
  const utc = new Date(`${day}T00:00:00Z`);
  // The zone's offset at that moment, read back from the formatted time; applied twice to settle a DST edge.
  let guess = utc;
  for (let i = 0; i < 2; i += 1) {
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' })
        .formatToParts(guess)
        .map((part) => [part.type, part.value]),
    );
    const shownAsUtc = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
    guess = new Date(utc.getTime() - (shownAsUtc - guess.getTime()));
  }
  return guess;
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const lastDayOfMonth = (month: string) => {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, m, 0)).toISOString().slice(0, 10);
};

export interface DayRange {
  /** First and last day, inclusive, in the organisation's time zone. */
  from: string;
  to: string;
}

/** Without dates: the last 12 months, this one included (a grant year). */
function defaultFrom(to: string): string {
  const [year, month] = to.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 12, 1));
  return first.toISOString().slice(0, 10);
}

/** The public query (whole months) as days. */
export function monthRange(query: ImpactQuery, now: Date, timeZone: string): DayRange {
  const to = query.to ? lastDayOfMonth(query.to) : dayIn(now, timeZone);
  return { from: query.from ? `${query.from}-01` : defaultFrom(to), to };
}

/** The staff query (any days) as days. */
export function dayRange(query: Pick<ImpactReportQuery, 'from' | 'to'>, now: Date, timeZone: string): DayRange {
  const to = query.to ?? dayIn(now, timeZone);
  return { from: query.from ?? defaultFrom(to), to };
}

/** The instants a day range covers: from midnight of the first day to midnight after the last. */
export const instants = (range: DayRange, timeZone: string) => ({ start: startOfDay(range.from, timeZone), end: startOfDay(nextDay(range.to), timeZone) });
