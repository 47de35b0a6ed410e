import { RESPONSE_PROMISES } from '@reentry/contracts/admin-rules';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The wall-clock time `instant` shows in `timeZone`, as if that wall time were UTC (ms). */
function wallClock(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second')) + (instant % 1000);
}

/** The instant at which `timeZone` shows the wall-clock time `wall` (two passes settle the offset). */
function fromWallClock(wall: number, timeZone: string): number {
  const first = wall - (wallClock(wall, timeZone) - wall);
  return wall - (wallClock(first, timeZone) - first);
}

const isWeekend = (dayStart: number) => [0, 6].includes(new Date(dayStart).getUTCDay());

/**
 * `now` moved back by `days` business days (Monday to Friday in `timeZone`; public holidays are not
 * counted out). A request made before the result has waited more than `days` business days: made on
 * Friday at 10:00, it is due by Tuesday at 10:00; made on a weekend, by the end of Tuesday.
 */
export function minusBusinessDays(now: Date, days: number, timeZone: string): Date {
  const wall = wallClock(now.getTime(), timeZone);
  let day = wall - (((wall % DAY_MS) + DAY_MS) % DAY_MS);
  let timeOfDay = wall - day;
  // On a weekend no business time passes: it is still the end of Friday.
  while (isWeekend(day)) {
    day -= DAY_MS;
    timeOfDay = DAY_MS;
  }
  for (let left = days; left > 0; left -= 1) {
    day -= DAY_MS;
    while (isWeekend(day)) day -= DAY_MS;
  }
  return new Date(fromWallClock(day + timeOfDay, timeZone));
}

/** Requests still `new` and created before these instants are overdue (spec section 9's promises). */
export function overdueCutoffs(now: Date, timeZone: string): { assistance: Date; workshop: Date } {
  return {
    assistance: new Date(now.getTime() - RESPONSE_PROMISES.assistanceHours * HOUR_MS),
    workshop: minusBusinessDays(now, RESPONSE_PROMISES.workshopBusinessDays, timeZone),
  };
}
