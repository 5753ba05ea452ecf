import { pipeline, Readable, type Transform } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { Cell, Sheet } from './sheets';

/** Rows read from the database at a time: memory stays flat however many millions there are. */
export const BATCH_SIZE = 1000;

/** How an export ended: the rows written, and whether it ran to its last row or was cut short (the client left). */
export interface ExportOutcome {
  rows: number;
  complete: boolean;
}

/**
 * The sheet's rows, a batch at a time, each after the last id of the batch before. `finished` is
 * awaited before the stream ends (or, when it is cut short, as it stops), so that the file's last
 * byte never reaches the client before the export is on the record.
 */
async function* rowsOf(sheet: Sheet, finished: (outcome: ExportOutcome) => Promise<void>): AsyncGenerator<Cell[]> {
  const outcome: ExportOutcome = { rows: 0, complete: false };
  try {
    for (let afterId = 0; ; ) {
      const batch = await sheet.batch(afterId, BATCH_SIZE);
      for (const row of batch) {
        yield row.cells;
        outcome.rows++;
      }
      if (batch.length < BATCH_SIZE) break;
      afterId = batch.at(-1)!.id;
    }
    outcome.complete = true;
  } finally {
    await finished(outcome);
  }
}

/**
 * The sheet as a CSV stream that spreadsheets open as written, whatever the script: UTF-8 with a
 * byte order mark (without it Excel reads the bytes in the machine's code page), CRLF between
 * records, the header row first. A field holding a line break is quoted whatever the break, as
 * RFC 4180 asks (the library quotes only the record delimiter itself once one is set). A cell
 * starting with `=`, `+`, `-`, `@`, a tab or a carriage return (or their full-width forms) gets a
 * leading `'`, so that no spreadsheet reads a streamer's nickname or a message as a formula.
 */
export function csvStream(sheet: Sheet, finished: (outcome: ExportOutcome) => Promise<void>): Transform {
  const csv = stringify({
    bom: true,
    header: true,
    columns: sheet.headers,
    record_delimiter: 'windows',
    quote_record_delimiter: true,
    escape_formulas: true,
  });
  // An error (the database failing mid-way, or the client leaving) destroys both ends, and the
  // reply is cut rather than ended: a truncated file never passes for a whole one.
  pipeline(Readable.from(rowsOf(sheet, finished)), csv, () => {});
  return csv;
}
