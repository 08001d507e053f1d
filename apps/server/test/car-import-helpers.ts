import { CAR_CSV_COLUMNS } from '@carshop/contract/car-import';
import { stringify } from 'csv-stringify/sync';
import yazl from 'yazl';
import type { App } from '../src/app.ts';
import { multipartBody } from './picture-helpers.ts';
import { authHeader } from './shop-helpers.ts';

/** A row of a cars CSV: every column, a test overrides what it is about. */
export type CsvCar = Partial<Record<(typeof CAR_CSV_COLUMNS)[number], string | number>>;

let serial = 0;
/** A valid row: a used Honda with a stock number of its own (no VIN unless given). */
export function csvCar(overrides: CsvCar = {}): CsvCar {
  serial += 1;
  return {
    stockNumber: `T-${process.pid}-${serial}`,
    vin: '',
    brand: 'Honda',
    model: 'Civic',
    year: 2021,
    price: 19_500,
    category: 'Sedan',
    description: 'A tidy sedan.',
    quantity: 1,
    mileage: 30_000,
    fuelType: 'Petrol',
    transmission: 'Automatic',
    condition: 'Used',
    color: 'Grey',
    images: '',
    ...overrides,
  };
}

/** The CSV of these rows, with these columns (all of them by default). */
export function carsCsvOf(rows: CsvCar[], columns: readonly string[] = CAR_CSV_COLUMNS): string {
  return stringify([
    columns,
    ...rows.map((row) => columns.map((column) => String(row[column as never] ?? ''))),
  ]);
}

/** A zip of these files, as a dealer's zip tool makes it. */
export function zipOf(files: Record<string, Buffer>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, bytes] of Object.entries(files)) zip.addBuffer(bytes, name);
  zip.end();
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}

/** POST /api/cars/import as `session`: the CSV in `file`, the zip (if any) in `pictures`. */
export function importCars(
  app: App,
  session: { token: string } | undefined,
  csv: string | Buffer,
  { commit = false, pictures }: { commit?: boolean; pictures?: Buffer } = {},
) {
  const { payload, contentType } = multipartBody([
    { field: 'file', filename: 'cars.csv', type: 'text/csv', content: csv },
    ...(pictures
      ? [{ field: 'pictures', filename: 'pictures.zip', type: 'application/zip', content: pictures }]
      : []),
  ]);
  return app.inject({
    method: 'POST',
    url: `/api/cars/import${commit ? '?commit=true' : ''}`,
    payload,
    headers: { ...authHeader(session), 'content-type': contentType },
  });
}
