import { randomUUID } from 'node:crypto';
import { setImmediate as yieldToOtherWork } from 'node:timers/promises';
import { type Car, EQUIPMENT_SEPARATOR, IMAGE_NOT_OURS } from '@carshop/contract/car';
import {
  CAR_CSV_COLUMNS,
  CAR_IMPORT_MESSAGES,
  type CarCsvColumn,
  type CarImport,
  type CarImportResult,
  type CarImportRow,
  CSV_IMAGES_SEPARATOR,
  carImportSchema,
  MAX_IMPORT_ZIP_ENTRIES,
  MAX_IMPORT_ZIP_EXPANDED_BYTES,
} from '@carshop/contract/car-import';
import { CAR_SPECIFICATION_DEFAULTS as CAR_DEFAULTS } from '@carshop/contract/constants';
import { isStoredPictureUrl, MAX_UPLOAD_BYTES } from '@carshop/contract/images';
import type { UploadedPicture } from '@carshop/contract/upload';
import { vinProblem } from '@carshop/contract/vin';
import { lockForTransaction } from '../../db/advisory-lock.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, HttpError } from '../../lib/http-error.ts';
import { type OpenZip, openZip, ZipRefused } from '../../lib/zip-files.ts';
import { type AuditRecord, changedFields, recordAudits } from '../audit/service.ts';
import { isPictureFile, isShopPicture, type PictureStore, storePicture } from '../uploads/service.ts';
import { queueWebhookEvents } from '../webhooks/service.ts';
import { type CsvRecord, carCells, parseCarCsv } from './car-csv.ts';
import {
  AUDITED_FIELDS,
  auditedValues,
  type CarWriteDeps,
  carTarget,
  vinChecked,
} from './car-writes.service.ts';
import { toCar } from './mapper.ts';
import {
  type CarImportRow as CarImportDbRow,
  insertCarRows,
  type NewCarRow,
  selectCarsByVinOrStockNumber,
  updateCarRows,
  withPriceChanger,
} from './repository.ts';
import {
  checkWebPictures,
  forgetPictures,
  isWebAddress,
  storeWebPictures,
  type WebPictureSettings,
} from './web-pictures.service.ts';

/** What an import reads: the CSV file and, optionally, the zip of pictures its `images` column names. */
export type CarImportFiles = { csv: Buffer; pictures?: Buffer; fileName?: string };

/** How many rows are read between two turns of the event loop: a long file never holds the server for long. */
const ROWS_PER_TURN = 250;
/** How many cars one INSERT carries. */
const ROWS_PER_INSERT = 500;
/** The advisory lock imports take: two commits at once run one after the other, the second seeing the first. */
const IMPORT_LOCK = 'car-import';

const NUMBER_COLUMNS = new Set<CarCsvColumn>(['year', 'price', 'quantity', 'mileage', 'seats', 'doors']);
/** Columns that may be empty: no colour, VIN, stock number, drivetrain, seats or doors given. */
const NULLABLE_COLUMNS = new Set<CarCsvColumn>([
  'color',
  'vin',
  'stockNumber',
  'drivetrain',
  'seats',
  'doors',
]);
/** Columns with a default: empty keeps the car's value (a new car: the default). */
const DEFAULTED_COLUMNS = new Set<CarCsvColumn>(['mileage', 'fuelType', 'transmission', 'condition']);

type CellError = { column: string; message: string };
/** One row, planned: what it is (add, update, unchanged, error) and, unless in error, the car it makes. */
type PlannedRow = CarImportRow & { car?: CarImport; match?: Car };

/** A cell's text as the value the contract reads. */
function cellValue(column: CarCsvColumn, cell: string): unknown {
  const text = cell.trim();
  if (column === 'images' || column === 'equipment')
    return text === ''
      ? []
      : text
          .split(column === 'images' ? CSV_IMAGES_SEPARATOR : EQUIPMENT_SEPARATOR)
          .map((name) => name.trim())
          .filter(Boolean);
  if (text === '') {
    if (NULLABLE_COLUMNS.has(column)) return null;
    if (DEFAULTED_COLUMNS.has(column)) return undefined;
    return NUMBER_COLUMNS.has(column) ? undefined : '';
  }
  if (NUMBER_COLUMNS.has(column)) return /^-?\d+(?:\.\d+)?$/.test(text) ? Number(text) : text;
  // A drivetrain as a spreadsheet user types it ("awd") is the code the contract knows.
  if (column === 'drivetrain') return text.toUpperCase();
  return cell;
}

const labelOf = (values: Record<string, unknown>) =>
  [values.year, values.brand, values.model].filter((part) => part !== undefined && part !== '').join(' ');

/** Pictures the rows name: a shop picture stays its URL, a zip file becomes the URL it was stored at. */
type PictureNames = {
  zip?: OpenZip;
  /** Zip files already stored (a commit): their URLs. */
  stored?: Map<string, string>;
  /** Zip files that are not pictures or are too large, with why. */
  bad: Map<string, string>;
  /** The zip files the rows name that are pictures, read. */
  bytes: Map<string, Buffer>;
  /** The web addresses the rows name, each with what is wrong with it (null: nothing seen before downloading). */
  web: Map<string, string | null>;
};

/** The row's pictures as URLs the contract checks, and what is wrong with any of them. */
function picturesOf(names: string[], pictures: PictureNames): { urls: string[]; errors: string[] } {
  const urls: string[] = [];
  const errors: string[] = [];
  for (const name of names) {
    if (isStoredPictureUrl(name)) urls.push(name);
    else if (isWebAddress(name)) {
      const problem = pictures.web.get(name);
      if (problem) errors.push(`${name}: ${problem}`);
      else urls.push(pictures.stored?.get(name) ?? webPlaceholderUrl(pictures, name));
    } else if (!pictures.zip) errors.push(`${name}: no pictures zip was sent`);
    else if (!pictures.zip.files.has(name)) errors.push(`${name} is not in the pictures zip`);
    else if (pictures.bad.has(name)) errors.push(`${name} ${pictures.bad.get(name)}`);
    else urls.push(pictures.stored?.get(name) ?? placeholderUrl(pictures.zip, name));
  }
  return { urls, errors };
}

/** Before a zip picture is stored, a URL of the shop's shape stands for it, so the contract's rules still apply. */
const placeholderUrl = (zip: OpenZip, name: string) =>
  `${ZIP_PLACEHOLDER}${[...zip.files.keys()].indexOf(name)}-960.webp`;
const webPlaceholderUrl = (pictures: PictureNames, name: string) =>
  `${WEB_PLACEHOLDER}${[...pictures.web.keys()].indexOf(name)}-960.webp`;
const ZIP_PLACEHOLDER = '/uploads/zip-file-';
const WEB_PLACEHOLDER = '/uploads/web-picture-';
const isPlaceholder = (url: string) => url.startsWith(ZIP_PLACEHOLDER) || url.startsWith(WEB_PLACEHOLDER);

/** The cars the rows match, by VIN and by stock number. */
async function matchesOf(db: Db, records: CsvRecord[]) {
  const vins = new Set<string>();
  const stockNumbers = new Set<string>();
  for (const { cells } of records) {
    if (cells.vin?.trim()) vins.add(cells.vin.trim().toUpperCase());
    if (cells.stockNumber?.trim()) stockNumbers.add(cells.stockNumber.trim());
  }
  const rows = await selectCarsByVinOrStockNumber(db, [...vins], [...stockNumbers]);
  const byVin = new Map<string, Car>();
  const byStockNumber = new Map<string, Car>();
  for (const car of rows.map((row) => toCar(row))) {
    if (car.vin) byVin.set(car.vin, car);
    if (car.stockNumber) byStockNumber.set(car.stockNumber, car);
  }
  return { byVin, byStockNumber };
}

/**
 * Reads every row into what it would do, writing nothing (ADR 063): a row whose VIN or stock number is a car's
 * updates that car (only the columns the file has), any other adds one; a row in error says the column and why.
 */
async function planRows(
  db: Db,
  { columns, records }: ReturnType<typeof parseCarCsv>,
  pictures: PictureNames,
): Promise<PlannedRow[]> {
  const { byVin, byStockNumber } = await matchesOf(db, records);
  const seen = { vin: new Map<string, number>(), stockNumber: new Map<string, number>() };
  const planned: PlannedRow[] = [];
  for (const [index, record] of records.entries()) {
    if (index > 0 && index % ROWS_PER_TURN === 0) await yieldToOtherWork();
    planned.push(planRow(record, columns, { byVin, byStockNumber, seen, pictures }));
  }
  return planned;
}

function planRow(
  { row, cells, extraCells }: CsvRecord,
  columns: CarCsvColumn[],
  context: {
    byVin: Map<string, Car>;
    byStockNumber: Map<string, Car>;
    seen: { vin: Map<string, number>; stockNumber: Map<string, number> };
    pictures: PictureNames;
  },
): PlannedRow {
  const given = Object.fromEntries(columns.map((column) => [column, cellValue(column, cells[column] ?? '')]));
  const vin = typeof given.vin === 'string' ? given.vin.trim().toUpperCase() : null;
  const stockNumber = typeof given.stockNumber === 'string' ? given.stockNumber.trim() : null;
  const errors: CellError[] = [];
  if (extraCells) errors.push({ column: '', message: `The row has more cells than the header has columns` });

  for (const [column, value] of [
    ['vin', vin],
    ['stockNumber', stockNumber],
  ] as const) {
    if (!value) continue;
    const earlier = context.seen[column].get(value);
    if (earlier !== undefined)
      errors.push({
        column,
        message: `The same ${column === 'vin' ? 'VIN' : 'stock number'} is on row ${earlier}`,
      });
    else context.seen[column].set(value, row);
  }
  const byVin = vin ? context.byVin.get(vin) : undefined;
  const byStockNumber = stockNumber ? context.byStockNumber.get(stockNumber) : undefined;
  if (byVin && byStockNumber && byVin._id !== byStockNumber._id)
    errors.push({
      column: 'stockNumber',
      message: `The VIN is the car ${labelOf(byVin)}'s, the stock number the car ${labelOf(byStockNumber)}'s`,
    });
  const match = byVin ?? byStockNumber;

  const values: Record<string, unknown> = { ...(match ? auditedValues(match) : {}) };
  for (const [column, value] of Object.entries(given)) if (value !== undefined) values[column] = value;
  if (Array.isArray(given.images)) {
    const { urls, errors: pictureErrors } = picturesOf(given.images as string[], context.pictures);
    errors.push(...pictureErrors.map((message) => ({ column: 'images', message })));
    values.images = urls;
  }
  const parsed = carImportSchema.safeParse(values);
  if (!parsed.success)
    for (const issue of parsed.error.issues)
      errors.push({ column: String(issue.path[0] ?? ''), message: issue.message });
  // The VIN against the year (ADR 062), as an update checks it: a VIN and year the matched car has stay.
  else if (parsed.data.vin && (parsed.data.vin !== match?.vin || parsed.data.year !== match.year)) {
    const problem = vinProblem(parsed.data.vin, parsed.data.year);
    if (problem) errors.push({ column: 'vin', message: problem });
  }

  const base = {
    row,
    label: labelOf(values),
    stockNumber,
    vin,
    carId: match?._id ?? null,
    changes: [],
    errors,
  };
  if (errors.length > 0 || !parsed.success) return { ...base, action: 'error' };
  const car = parsed.data;
  if (!match) return { ...base, action: 'add', car };
  const changes = changesOf(match, car);
  return { ...base, action: changes.length > 0 ? 'update' : 'unchanged', car, match, changes };
}

/** The columns whose cells would differ, from the car's to the row's (compared as the export writes them). */
function changesOf(match: Car, car: CarImport) {
  const before = carCells(match);
  const after = carCells(asCar(match, car));
  return CAR_CSV_COLUMNS.filter((column) => before[column] !== after[column]).map((column) => ({
    column,
    from: before[column],
    to: after[column],
  }));
}

/** The car as the row makes it (for comparing and the audit log). */
function asCar(base: Car, car: CarImport): Car {
  return {
    ...base,
    ...car,
    color: car.color ?? null,
    vin: car.vin ?? null,
    stockNumber: car.stockNumber ?? null,
    images: car.images ?? [],
    image: car.images?.[0] ?? null,
    mileage: car.mileage ?? base.mileage,
    fuelType: car.fuelType ?? base.fuelType,
    transmission: car.transmission ?? base.transmission,
    condition: car.condition ?? base.condition,
    drivetrain: car.drivetrain ?? null,
    seats: car.seats ?? null,
    doors: car.doors ?? null,
    equipment: car.equipment ?? base.equipment,
  };
}

/** The shop pictures the rows name that their cars do not show yet must be the shop's (ADR 012). */
async function checkShopPictures(planned: PlannedRow[], store: PictureStore): Promise<void> {
  const urls = new Set<string>();
  for (const row of planned)
    for (const url of row.car?.images ?? [])
      if (!isPlaceholder(url) && !row.match?.images.includes(url)) urls.add(url);
  const missing = new Set<string>();
  const queue = [...urls];
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let url = queue.pop(); url; url = queue.pop())
        if (!(await isShopPicture(store, url))) missing.add(url);
    }),
  );
  if (missing.size === 0) return;
  for (const row of planned) {
    const gone = (row.car?.images ?? []).filter((url) => missing.has(url));
    if (gone.length === 0) continue;
    row.errors.push(...gone.map((url) => ({ column: 'images', message: `${url}: ${IMAGE_NOT_OURS}` })));
    row.action = 'error';
    row.changes = [];
  }
}

/** The pictures the rows name: web addresses checked (no download), the zip's read and checked by their bytes. */
async function openPictures(
  files: CarImportFiles,
  records: CsvRecord[],
  webPictures: WebPictureSettings,
): Promise<PictureNames> {
  const named = new Set(
    records.flatMap(({ cells }) =>
      (cells.images ?? '').split(CSV_IMAGES_SEPARATOR).map((name) => name.trim()),
    ),
  );
  const web = await checkWebPictures(named, webPictures);
  if (!files.pictures) return { bad: new Map(), bytes: new Map(), web };
  const zip = await openZip(files.pictures, {
    entries: MAX_IMPORT_ZIP_ENTRIES,
    expandedBytes: MAX_IMPORT_ZIP_EXPANDED_BYTES,
    fileBytes: MAX_UPLOAD_BYTES,
  }).catch(zipRefusal);
  const bad = new Map<string, string>();
  for (const name of named) {
    const file = zip.files.get(name);
    if (file && file.size > MAX_UPLOAD_BYTES) bad.set(name, 'is larger than 5 MB');
  }
  const bytes = await zip
    .read([...named].filter((name) => zip.files.has(name) && !bad.has(name)))
    .catch(zipRefusal);
  for (const [name, picture] of bytes)
    if (!isPictureFile(picture)) bad.set(name, 'is not a JPEG, PNG, WebP or AVIF picture');
  for (const name of bad.keys()) bytes.delete(name);
  return { zip, bad, bytes, web };
}

function zipRefusal(error: unknown): never {
  if (!(error instanceof ZipRefused)) throw error;
  const { reason } = error;
  if (reason === 'tooManyEntries') throw new HttpError(413, CAR_IMPORT_MESSAGES.zipTooManyEntries);
  if (reason === 'expandsTooMuch') throw new HttpError(413, CAR_IMPORT_MESSAGES.zipExpandsTooMuch);
  if (reason === 'unsafeName') throw badRequest(CAR_IMPORT_MESSAGES.zipUnsafeName);
  throw badRequest(CAR_IMPORT_MESSAGES.zipUnreadable);
}

const summaryOf = (rows: CarImportRow[]) => ({
  add: rows.filter((row) => row.action === 'add').length,
  update: rows.filter((row) => row.action === 'update').length,
  unchanged: rows.filter((row) => row.action === 'unchanged').length,
  error: rows.filter((row) => row.action === 'error').length,
});

const publicRow = ({ car: _car, match: _match, ...row }: PlannedRow): CarImportRow => row;

/** Reads the files and plans every row (writing nothing), then runs `then` with the plan; the zip is closed after. */
async function withFiles<T>(
  files: CarImportFiles,
  webPictures: WebPictureSettings,
  then: (parsed: ReturnType<typeof parseCarCsv>, names: PictureNames) => Promise<T>,
): Promise<T> {
  const parsed = parseCarCsv(files.csv);
  const names = await openPictures(files, parsed.records, webPictures);
  try {
    return await then(parsed, names);
  } finally {
    names.zip?.close();
  }
}

/** Every row planned, and the shop pictures they name checked. */
async function plan(
  db: Db,
  parsed: ReturnType<typeof parseCarCsv>,
  names: PictureNames,
  store: PictureStore,
) {
  const planned = await planRows(db, parsed, names);
  await checkShopPictures(planned, store);
  return planned;
}

/** The preview of an import (POST /cars/import): what every row would do; nothing is written. */
export function previewCarImport(
  db: Db,
  files: CarImportFiles,
  { pictures, webPictures }: Pick<CarWriteDeps, 'pictures'> & { webPictures: WebPictureSettings },
): Promise<CarImportResult> {
  return withFiles(files, webPictures, async (parsed, names) => {
    const rows = (await plan(db, parsed, names, pictures)).map(publicRow);
    return { committed: false, summary: summaryOf(rows), rows };
  });
}

/**
 * The import itself (POST /cars/import?commit=true): all of it or none (ADR 063). The rows are planned inside one
 * transaction, under a lock that makes two imports wait for each other (the second sees the first's cars); any
 * row in error writes nothing (400, the rows named), otherwise every add and update and their audit entries commit
 * together. With pictures to store (a zip's, or web addresses), the rows are checked once before, so that they are
 * stored (through the upload pipeline, outside the transaction) only for a file without errors; web addresses
 * are downloaded then (web-pictures.service.ts), and one that fails fails the commit. A failed commit removes the
 * pictures it stored.
 */
export function commitCarImport(
  db: Db,
  files: CarImportFiles,
  { changes, pictures, actor, webPictures }: CarWriteDeps & { webPictures: WebPictureSettings },
): Promise<CarImportResult> {
  return withFiles(files, webPictures, async (parsed, names) => {
    const checkedBefore = names.bytes.size > 0 || names.web.size > 0;
    const stored: UploadedPicture[] = [];
    let written: Awaited<ReturnType<typeof writePlanned>>;
    try {
      if (checkedBefore) {
        const planned = await plan(db, parsed, names, pictures);
        if (planned.some((row) => row.action === 'error')) throw importErrors(planned.map(publicRow));
        names.stored = await storeZipPictures(names, pictures, stored);
        const web = await storeWebPictures(
          [...names.web.keys()],
          (address) => rowsNaming(parsed.records, address),
          pictures,
          webPictures,
        );
        stored.push(...web.stored);
        for (const [address, url] of web.urls) names.stored.set(address, url);
      }
      written = await db.transaction(async (tx) => {
        await lockForTransaction(tx, IMPORT_LOCK);
        const planned = await plan(tx, parsed, names, pictures);
        if (planned.some((row) => row.action === 'error'))
          throw importErrors(planned.map(publicRow), checkedBefore);
        return writePlanned(tx, planned, actor, files.fileName);
      });
    } catch (error) {
      // Nothing was written, so nothing uses them: each has a new random name, known to this commit only.
      await forgetPictures(pictures, stored);
      throw error;
    }
    const { rows, ids } = written;
    if (ids.length > 0) await changes.publish({ kind: 'car', ids });
    return { committed: true, summary: summaryOf(rows), rows };
  });
}

/** The rows whose `images` name `address`. */
const rowsNaming = (records: CsvRecord[], address: string) =>
  records
    .filter(({ cells }) =>
      (cells.images ?? '').split(CSV_IMAGES_SEPARATOR).some((name) => name.trim() === address),
    )
    .map(({ row }) => row);

/** A commit with rows in error: 400 naming each (`row 3: year`), or 409 when the catalogue changed since the preview. */
function importErrors(rows: CarImportRow[], changedSince = false): HttpError {
  const errors = rows.flatMap((row) =>
    row.errors.map((error) => ({
      path: `row ${row.row}${error.column ? `: ${error.column}` : ''}`,
      message: error.message,
    })),
  );
  const message = changedSince
    ? 'The catalogue changed since the preview: nothing was imported; preview the file again'
    : CAR_IMPORT_MESSAGES.hasErrors;
  return changedSince ? conflict(message) : new HttpError(400, message, undefined, errors);
}

/** The zip's pictures stored, each pushed to `stored` as soon as it is (removed if the commit fails). */
async function storeZipPictures(
  names: PictureNames,
  store: PictureStore,
  stored: UploadedPicture[],
): Promise<Map<string, string>> {
  const urls = new Map<string, string>();
  for (const [name, bytes] of names.bytes) {
    const picture = await storePicture(store, bytes);
    stored.push(picture);
    urls.set(name, picture.display_url);
  }
  return urls;
}

async function writePlanned(
  tx: Db,
  planned: PlannedRow[],
  actor: CarWriteDeps['actor'],
  fileName: string | undefined,
): Promise<{ rows: CarImportRow[]; ids: string[] }> {
  const adds = planned.filter((row) => row.action === 'add');
  const updates = planned.filter((row) => row.action === 'update');
  const audits: AuditRecord[] = [];
  const added: Car[] = [];
  // The price trigger records who changed each price (car_price_changes).
  await withPriceChanger(tx, actor.id);
  for (let start = 0; start < adds.length; start += ROWS_PER_INSERT) {
    const rows = await vinChecked(() =>
      insertCarRows(
        tx,
        adds.slice(start, start + ROWS_PER_INSERT).map((row) => newRowOf(row.car!)),
      ),
    );
    added.push(...rows.map((row) => toCar(row)));
  }
  adds.forEach((row, i) => {
    row.carId = added[i]!._id;
  });
  for (const car of added)
    audits.push({ actor, kind: 'car.created', target: carTarget(car), after: auditedValues(car) });
  await queueWebhookEvents(
    tx,
    'car.created',
    added.map((car) => ({ car })),
  );

  const updated = (
    await vinChecked(() =>
      updateCarRows(
        tx,
        updates.map((row) => ({ id: row.match!._id, ...newRowOf(row.car!) })),
      ),
    )
  ).map((row) => toCar(row));
  const byId = new Map(updated.map((car) => [car._id, car]));
  const changedCars: { car: Car; previous: Record<string, unknown> }[] = [];
  for (const row of updates) {
    const [was, is] = [row.match!, byId.get(row.match!._id)!];
    const change = changedFields(auditedValues(was), auditedValues(is), AUDITED_FIELDS);
    if (change) {
      audits.push({ actor, kind: 'car.updated', target: carTarget(is), ...change });
      changedCars.push({ car: is, previous: change.before });
    }
  }
  await queueWebhookEvents(tx, 'car.updated', changedCars);
  const rows = planned.map(publicRow);
  const summary = summaryOf(rows);
  audits.push({
    actor,
    kind: 'cars.imported',
    target: { type: 'import', id: randomUUID(), label: fileName ?? 'cars.csv' },
    after: { ...summary, rows: rows.length },
  });
  await recordAudits(tx, audits);
  return { rows, ids: [...added, ...updated].map((car) => car._id) };
}

/** The row's car as the table stores it: every imported field, the defaults where a new car's file had none. */
function newRowOf(car: CarImport): Omit<CarImportDbRow, 'id'> & NewCarRow {
  return {
    brand: car.brand,
    model: car.model,
    year: car.year,
    price: car.price,
    category: car.category,
    description: car.description,
    quantity: car.quantity,
    images: car.images ?? [],
    mileage: car.mileage ?? CAR_DEFAULTS.mileage,
    fuelType: car.fuelType ?? CAR_DEFAULTS.fuelType,
    transmission: car.transmission ?? CAR_DEFAULTS.transmission,
    condition: car.condition ?? CAR_DEFAULTS.condition,
    color: car.color || null,
    vin: car.vin || null,
    stockNumber: car.stockNumber || null,
    drivetrain: car.drivetrain ?? null,
    seats: car.seats ?? null,
    doors: car.doors ?? null,
    equipment: car.equipment ?? [],
  };
}
