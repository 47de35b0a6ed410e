import { stringify } from 'csv-stringify/sync';
import { MODULE_IDS } from '@reentry/contracts/constants';
import { INSTRUCTOR_MODULE_TOTAL, type InstructorStudent } from '@reentry/contracts/instructor';
import type { Locale } from '@reentry/contracts/locale';
import { translate } from '../../i18n/translate.js';

/** `2026-11-23 09:05` in the organisation's time zone: sorts and reads well in any spreadsheet. */
export function spreadsheetTime(date: Date, timeZone: string, withTime = true): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  const day = `${parts.year}-${parts.month}-${parts.day}`;
  return withTime ? `${day} ${parts.hour}:${parts.minute}` : day;
}

/**
 * The class's progress as CSV (RFC 4180, UTF-8 with a byte-order mark so spreadsheet programs read
 * accents). Names, usernames and emails come from users: a cell starting with =, +, -, @, a tab or a carriage
 * return gets a leading ' so a spreadsheet never runs it as a formula; a cell holding a line break is quoted.
 */
export function classProgressCsv(students: readonly InstructorStudent[], locale: Locale, timeZone: string): string {
  const t = (id: string) => translate(locale, id);
  const header = [
    t('api.instructor.csv.name'),
    t('api.instructor.csv.username'),
    t('api.instructor.csv.email'),
    t('api.instructor.csv.completed').replace('{total}', String(INSTRUCTOR_MODULE_TOTAL)),
    ...MODULE_IDS.map((id) => t('api.instructor.csv.moduleScore').replace('{module}', String(id))),
    t('api.instructor.csv.attempts'),
    t('api.instructor.csv.lastActivity'),
  ];
  const rows = students.map((student) => [
    student.name,
    student.username,
    student.email,
    student.completedCount,
    ...MODULE_IDS.map((id) => student.progress.quizScores[String(id)] ?? ''),
    student.attemptsCount,
    student.lastActivityAt ? spreadsheetTime(new Date(student.lastActivityAt), timeZone) : '',
  ]);
  return `\uFEFF${stringify([header, ...rows], { escape_formulas: true, record_delimiter: 'windows', quoted_match: /[\r\n]/ })}`;
}
