// CSV files for German Excel, the one way every export of the API writes them: UTF-8 with a
// byte order mark (Excel reads UTF-8 only with it), `;` between cells, CRLF, German headers, and
// cells beginning with = + - @ (tab, CR) prefixed with `'` so Excel never runs them as formulas.
import { stringify } from 'csv-stringify/sync';
import type { Response } from 'express';

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | null | undefined;
}

const OPTIONS = { delimiter: ';', record_delimiter: 'windows', escape_formulas: true } as const;

/** Rows gathered before they are written: large exports go out in parts, not as one string. */
const CHUNK = 500;

/** `name-YYYY-MM-DD.csv`, today's UTC day. */
export function csvFilename(name: string, now = new Date()): string {
  return `${name}-${now.toISOString().slice(0, 10)}.csv`;
}

/**
 * Sends `rows` as a CSV download named `filename`, written as they come: an async source (a
 * query read in pages) never sits in memory whole. A failure after the first bytes ends the
 * download (the error handler cuts a response already begun).
 */
export async function sendCsv<Row>(
  res: Response,
  filename: string,
  columns: readonly CsvColumn<Row>[],
  rows: Iterable<Row> | AsyncIterable<Row>,
): Promise<void> {
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
  res.setHeader('Cache-Control', 'no-store');
  // A full buffer waits until it drains, or until the browser has gone (the loop then stops).
  const drained = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        res.off('drain', done);
        res.off('close', done);
        resolve();
      };
      res.on('drain', done);
      res.on('close', done);
    });
  const write = async (records: unknown[][]) => {
    if (!res.write(stringify(records, OPTIONS))) await drained();
  };
  res.write('\ufeff');
  await write([columns.map((c) => c.header)]);
  let chunk: unknown[][] = [];
  for await (const row of rows) {
    if (res.destroyed) return;
    chunk.push(columns.map((c) => c.value(row) ?? ''));
    if (chunk.length >= CHUNK) {
      await write(chunk);
      chunk = [];
    }
  }
  if (chunk.length) await write(chunk);
  res.end();
}
