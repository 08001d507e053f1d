import { type Car, EQUIPMENT_SEPARATOR } from '@carshop/contract/car';
import {
  CAR_CSV_COLUMNS,
  CAR_IMPORT_MESSAGES,
  type CarCsvColumn,
  CSV_IMAGES_SEPARATOR,
  MAX_IMPORT_ROWS,
  REQUIRED_CAR_CSV_COLUMNS,
} from '@carshop/contract/car-import';
import { parse } from 'csv-parse/sync';
import { readCell, toCsv } from '../../lib/csv-cells.ts';
import { badRequest, HttpError } from '../../lib/http-error.ts';

/** A car as its CSV row's cells (ADR 063): the columns of CAR_CSV_COLUMNS, as text. */
export function carCells(car: Car): Record<CarCsvColumn, string> {
  return {
    stockNumber: car.stockNumber ?? '',
    vin: car.vin ?? '',
    brand: car.brand,
    model: car.model,
    year: String(car.year),
    price: String(car.price),
    category: car.category,
    description: car.description,
    quantity: String(car.quantity),
    mileage: String(car.mileage),
    fuelType: car.fuelType,
    transmission: car.transmission,
    condition: car.condition,
    color: car.color ?? '',
    drivetrain: car.drivetrain ?? '',
    seats: car.seats === null ? '' : String(car.seats),
    doors: car.doors === null ? '' : String(car.doors),
    equipment: car.equipment.join(EQUIPMENT_SEPARATOR),
    images: car.images.join(CSV_IMAGES_SEPARATOR),
  };
}

/** The cars as the import reads them back. */
export function carsCsv(cars: readonly Car[]): string {
  return toCsv(
    CAR_CSV_COLUMNS,
    cars.map((car) => {
      const cells = carCells(car);
      return CAR_CSV_COLUMNS.map((column) => cells[column]);
    }),
  );
}

/** One row of an imported file: its line (the header is line 1) and its cells by column, as written. */
export type CsvRecord = { row: number; cells: Partial<Record<CarCsvColumn, string>>; extraCells: boolean };

/**
 * Reads an uploaded CSV (UTF-8, with or without a BOM; comma, or the semicolon some spreadsheets write): its
 * header names the columns (any order; unknown or repeated names, or a missing required one, refuse the file),
 * then a car per row. Formula-safe cells (`'=…`) read back as they were.
 */
export function parseCarCsv(bytes: Buffer): { columns: CarCsvColumn[]; records: CsvRecord[] } {
  const text = bytes.toString('utf8');
  let rows: string[][];
  try {
    rows = parse(text, {
      bom: true,
      delimiter: delimiterOf(text),
      relax_column_count: true,
      skip_empty_lines: true,
    }) as string[][];
  } catch (error) {
    throw badRequest(`${CAR_IMPORT_MESSAGES.unreadable}: ${(error as Error).message}`);
  }
  const [header, ...body] = rows;
  if (!header || body.length === 0) throw badRequest(CAR_IMPORT_MESSAGES.empty);
  if (body.length > MAX_IMPORT_ROWS) throw new HttpError(413, CAR_IMPORT_MESSAGES.tooManyRows);
  const columns = readHeader(header);
  const records = body.map((cells, index) => ({
    row: index + 2,
    cells: Object.fromEntries(columns.map((column, i) => [column, readCell(cells[i] ?? '')])),
    extraCells: cells.length > columns.length,
  }));
  return { columns, records };
}

/** The header's names, each a known column, once; the required ones all there. */
function readHeader(header: string[]): CarCsvColumn[] {
  const known = new Set<string>(CAR_CSV_COLUMNS);
  const columns = header.map((name) => name.trim());
  const unknown = columns.filter((name) => !known.has(name));
  if (unknown.length > 0)
    throw badRequest(
      `Unknown column ${unknown.map((name) => `"${name}"`).join(', ')}: the columns are ${CAR_CSV_COLUMNS.join(', ')}`,
    );
  const twice = columns.filter((name, i) => columns.indexOf(name) !== i);
  if (twice.length > 0) throw badRequest(`Column "${twice[0]}" is named twice`);
  const missing = REQUIRED_CAR_CSV_COLUMNS.filter((name) => !columns.includes(name));
  if (missing.length > 0) throw badRequest(`Missing column ${missing.map((name) => `"${name}"`).join(', ')}`);
  return columns as CarCsvColumn[];
}

/** A comma, unless the header row has semicolons and no comma (a spreadsheet set to a comma-decimal locale). */
function delimiterOf(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  return firstLine.includes(';') && !firstLine.includes(',') ? ';' : ',';
}
