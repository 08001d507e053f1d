import { stringify } from 'csv-stringify/sync';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { errorResponses } from './route-docs.ts';

/**
 * Cells a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, a tab or a carriage return first) are written
 * with a leading `'`, so that it shows them as the text they are (OWASP's advice on CSV injection). A cell that
 * already starts with quotes before such a character gets one more, so `readCell` gives back exactly what was
 * written: export then import changes nothing.
 */
const RUNS_AS_FORMULA = /^'*[=+\-@\t\r]/;

function safeCell(value: string): string {
  return RUNS_AS_FORMULA.test(value) ? `'${value}` : value;
}

/** A cell as `safeCell` wrote it, read back: the one quote it added taken off. */
export function readCell(value: string): string {
  return value.startsWith("'") && RUNS_AS_FORMULA.test(value) ? value.slice(1) : value;
}

/** CSV as the shop writes it: RFC 4180 with a header row and CRLF, every cell safe to open in a spreadsheet. */
export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return stringify([header, ...rows.map((row) => row.map(safeCell))], { record_delimiter: 'windows' });
}

/** The documented answers of a CSV export: the file, or the JSON envelope of a refusal. */
export const csvAnswers = () => ({
  200: z.string().describe('CSV (text/csv), a header row first'),
  ...errorResponses(400, 401, 403),
});

/** Sends `csv` as a download named `<name>-<today>.csv`. */
export function sendCsv(reply: FastifyReply, name: string, csv: string) {
  const day = new Date().toISOString().slice(0, 10);
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-${day}.csv"`)
    .send(csv);
}
