import { z } from 'zod';
import { carFieldsSchema, stockQuantitySchema } from './car.ts';

/**
 * Cars in and out by CSV (issue 31, ADR 063). The columns the export writes and the import reads, in this order;
 * the header row names them and the import matches them by name (any order, unknown ones refused).
 * `images` lists a car's pictures separated by `|`: a picture of this shop (`/uploads/…-960.webp`, as exported)
 * or the name of a file in the pictures zip sent beside the CSV.
 */
/** The columns every file must have (the Add New Car form's); the others keep a new car's default when absent. */
export const REQUIRED_CAR_CSV_COLUMNS = [
  'brand',
  'model',
  'year',
  'price',
  'category',
  'description',
  'quantity',
] as const;

export const CAR_CSV_COLUMNS = [
  'stockNumber',
  'vin',
  ...REQUIRED_CAR_CSV_COLUMNS,
  'mileage',
  'fuelType',
  'transmission',
  'condition',
  'color',
  'drivetrain',
  'seats',
  'doors',
  'equipment',
  'images',
] as const;
export type CarCsvColumn = (typeof CAR_CSV_COLUMNS)[number];

/** What separates two pictures in the `images` column (and two items in `equipment`: EQUIPMENT_SEPARATOR). */
export const CSV_IMAGES_SEPARATOR = '|';

/** The multipart fields of POST /cars/import (images.ts: Zod-free, for the web's first load). */
export { CAR_IMPORT_FIELDS } from './images.ts';

/** The largest CSV file, and the most rows one import takes. */
export const MAX_IMPORT_CSV_BYTES = 10 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 10_000;
/** The pictures zip: its size as sent, and what its pictures may expand to in all (a zip bomb stops there). */
export const MAX_IMPORT_ZIP_BYTES = 50 * 1024 * 1024;
export const MAX_IMPORT_ZIP_EXPANDED_BYTES = 200 * 1024 * 1024;
export const MAX_IMPORT_ZIP_ENTRIES = 2_000;
/** The most pictures by web address one import downloads (each distinct address counts once). */
export const MAX_IMPORT_WEB_PICTURES = 500;

export const CAR_IMPORT_MESSAGES = {
  noFile: 'Choose a CSV file (the field `file`)',
  notMultipart: 'Send the CSV as multipart/form-data',
  csvTooLarge: `The CSV file is larger than ${MAX_IMPORT_CSV_BYTES / 1024 / 1024} MB`,
  tooManyRows: `A file can hold at most ${MAX_IMPORT_ROWS} cars`,
  empty: 'The file has no cars: a header row and at least one car',
  unreadable: 'The file is not a CSV this shop can read',
  zipTooLarge: `The pictures zip is larger than ${MAX_IMPORT_ZIP_BYTES / 1024 / 1024} MB`,
  zipExpandsTooMuch: `The pictures in the zip expand beyond ${MAX_IMPORT_ZIP_EXPANDED_BYTES / 1024 / 1024} MB`,
  zipTooManyEntries: `The pictures zip holds more than ${MAX_IMPORT_ZIP_ENTRIES} files`,
  zipUnreadable: 'The pictures file is not a zip this shop can read',
  zipUnsafeName: 'The pictures zip names a file outside its folder',
  hasErrors: 'Nothing was imported: fix the rows in error and send the file again',
  tooManyWebPictures: `A file can name at most ${MAX_IMPORT_WEB_PICTURES} pictures by web address; put the others in the pictures zip`,
  webPictureFailed: 'Nothing was imported: a picture could not be downloaded',
  previewed: 'Preview: nothing was written',
  imported: 'Cars imported',
} as const;

/** What the import would do with one row (or did, after a commit). `unchanged`: matched, and nothing differs. */
const CAR_IMPORT_ACTIONS = ['add', 'update', 'unchanged', 'error'] as const;
export type CarImportAction = (typeof CAR_IMPORT_ACTIONS)[number];

const carImportRowSchema = z.object({
  /** The row's line in the file, counting the header as line 1 (as a spreadsheet numbers it). */
  row: z.number().int(),
  action: z.enum(CAR_IMPORT_ACTIONS),
  /** The car as the row names it: year, brand and model, or what the row has of them. */
  label: z.string(),
  stockNumber: z.string().nullable(),
  vin: z.string().nullable(),
  /** The car it matched (update, unchanged), or the new car's id after a commit. */
  carId: z.string().nullable(),
  /** For an update: each field that changes, from what to what. */
  changes: z.array(z.object({ column: z.string(), from: z.string(), to: z.string() })),
  /** For an error: each column in error and why. */
  errors: z.array(z.object({ column: z.string(), message: z.string() })),
});
export type CarImportRow = z.infer<typeof carImportRowSchema>;

export const carImportResultSchema = z.object({
  committed: z.boolean(),
  summary: z.object({
    add: z.number().int(),
    update: z.number().int(),
    unchanged: z.number().int(),
    error: z.number().int(),
  }),
  rows: z.array(carImportRowSchema),
});
export type CarImportResult = z.infer<typeof carImportResultSchema>;

/**
 * One car of a CSV import, once its cells are read: the whole car, as POST /cars takes it, except that a quantity of
 * 0 is allowed (an exported sold-out car reads back as it was). Its VIN is checked against its year by the server
 * as a car update's is (a VIN and year a matched car already has stay).
 */
export const carImportSchema = carFieldsSchema.extend({ quantity: stockQuantitySchema });
export type CarImport = z.infer<typeof carImportSchema>;
