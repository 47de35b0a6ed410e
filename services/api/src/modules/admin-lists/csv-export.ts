import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { Context } from 'koa';

export interface CsvColumn<Row> {
  header: string;
  value(row: Row): string | number | boolean | null | undefined;
}

/**
 * Streams rows as CSV (UTF-8 with a byte-order mark, so spreadsheet programs read accents right).
 * Formula injection is neutralised by csv-stringify's `escape_formulas`: a cell that starts with
 * = + - @, a tab or a carriage return (or their full-width forms) gets a leading ' and is then quoted
 * as CSV requires, so a spreadsheet shows the text instead of running it.
 */
export async function sendCsv<Row>(ctx: Context, filename: string, columns: CsvColumn<Row>[], rows: AsyncIterable<Row>): Promise<void> {
  // The first batch is read before anything is sent: a failing query is still an ordinary error answer.
  const iterator = rows[Symbol.asyncIterator]();
  const first = await iterator.next();
  const records = Readable.from(
    (async function* toRecords() {
      for (let next = first; !next.done; next = await iterator.next()) yield columns.map((column) => column.value(next.value) ?? '');
    })(),
  );
  const csv = stringify({
    header: true,
    columns: columns.map((column) => column.header),
    bom: true,
    escape_formulas: true,
    cast: { boolean: (value) => (value ? 'yes' : 'no'), number: (value) => String(value) },
  });
  // Past the first batch the status is sent: a failure cuts the download off, so it never looks complete.
  records.on('error', (err) => {
    csv.destroy(err);
    ctx.res.destroy();
  });
  ctx.set('Content-Type', 'text/csv; charset=utf-8');
  ctx.set('Content-Disposition', `attachment; filename="${filename}"`);
  ctx.body = records.pipe(csv);
}

/** A date-time as the site's staff read it, in its time zone: 2026-01-05 09:03 (sorts as text too). */
export function csvDateTime(value: string | Date, timeZone: string): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' }).format(new Date(value));
}

/** Cents as dollars with 2 decimals, no currency sign (a number a spreadsheet can add up). */
export const csvDollars = (cents: number) => (cents / 100).toFixed(2);

/** The export's file name: the list and the day, in the site's time zone. */
export function csvFilename(list: string, now: Date, timeZone: string): string {
  return `${list}-${csvDateTime(now, timeZone).slice(0, 10)}.csv`;
}
