import { envelope } from '@carshop/contract/api';
import { carListQuerySchema } from '@carshop/contract/car';
import {
  CAR_IMPORT_FIELDS,
  CAR_IMPORT_MESSAGES,
  carImportResultSchema,
  MAX_IMPORT_CSV_BYTES,
  MAX_IMPORT_ROWS,
  MAX_IMPORT_WEB_PICTURES,
  MAX_IMPORT_ZIP_BYTES,
} from '@carshop/contract/car-import';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { csvAnswers, sendCsv } from '../../lib/csv-cells.ts';
import { ok } from '../../lib/envelope.ts';
import { badRequest, HttpError } from '../../lib/http-error.ts';
import { multipartBodies } from '../../lib/multipart-files.ts';
import { errorResponses, routesOf } from '../../lib/route-docs.ts';
import { currentUser } from '../../plugins/auth.ts';
import { carsCsv } from './car-csv.ts';
import { type CarImportFiles, commitCarImport, previewCarImport } from './car-import.service.ts';
import { exportCars } from './catalogue.service.ts';

// The whole stock, in and out: no cache may keep an answer, nor a refusal.
const route = routesOf(['cars'], { private: true });

/** The CSV and the zip; nothing else. The zip's limit bounds every part; the CSV's is checked below. */
const bodies = multipartBodies(
  { fileSize: MAX_IMPORT_ZIP_BYTES, files: 2, fields: 2 },
  {
    notMultipart: CAR_IMPORT_MESSAGES.notMultipart,
    tooLarge: CAR_IMPORT_MESSAGES.zipTooLarge,
    tooManyFiles: 'Send one CSV file and at most one zip',
  },
);

async function readFiles(request: FastifyRequest): Promise<CarImportFiles> {
  const files = await bodies.readFiles(request);
  const csv = files.find((file) => file.field === CAR_IMPORT_FIELDS.file);
  if (!csv?.bytes.length) throw badRequest(CAR_IMPORT_MESSAGES.noFile);
  if (csv.bytes.length > MAX_IMPORT_CSV_BYTES) throw new HttpError(413, CAR_IMPORT_MESSAGES.csvTooLarge);
  const pictures = files.find((file) => file.field === CAR_IMPORT_FIELDS.pictures && file.bytes.length > 0);
  return { csv: csv.bytes, pictures: pictures?.bytes, fileName: csv.filename?.slice(0, 200) };
}

const importQuerySchema = z.object({
  commit: z
    .enum(['true', 'false'], { error: 'commit must be true or false' })
    .optional()
    .transform((value) => value === 'true'),
});

/** Cars in and out by CSV (issue 31, ADR 063): the import's preview and commit, and the export. */
const carImportRoutes = bodies.plugin(async (app) => {
  app.post(
    '/cars/import',
    route('importCars', {
      summary: 'Import cars from CSV: a preview, or with ?commit=true all of it or none (admin, inventory)',
      description:
        `multipart/form-data: \`file\`, the CSV (at most ${MAX_IMPORT_CSV_BYTES / 1024 / 1024} MB and ` +
        `${MAX_IMPORT_ROWS} cars, the columns of GET /cars/export), and optionally \`pictures\`, a zip (at most ` +
        `${MAX_IMPORT_ZIP_BYTES / 1024 / 1024} MB) of the files its \`images\` column names; that column may also ` +
        `name pictures by http(s) address (at most ${MAX_IMPORT_WEB_PICTURES}, public addresses unless ` +
        'IMPORT_PICTURES_ALLOW_PRIVATE), downloaded at commit (one that fails: 400 naming its rows). A row whose VIN or ' +
        'stock number is a car updates it, any other adds one. Without `commit` nothing is written: each row ' +
        'says add, update (what changes), unchanged or error (the column and why). With `commit=true` every ' +
        'row is written in one transaction, or, if any row is in error, none (400, `errors` naming each ' +
        '`row N: column`).',
      consumes: ['multipart/form-data'],
      querystring: importQuerySchema,
      response: {
        200: envelope(carImportResultSchema),
        ...errorResponses(400, 401, 403, 409, 413, 415),
      },
    }),
    async (request) => {
      const files = await readFiles(request);
      if (!request.query.commit)
        return ok(
          CAR_IMPORT_MESSAGES.previewed,
          await previewCarImport(app.db, files, {
            pictures: app.pictureStore,
            webPictures: app.config.importPictures,
          }),
        );
      const result = await commitCarImport(app.db, files, {
        changes: app.carChanges,
        pictures: app.pictureStore,
        actor: currentUser(request),
        webPictures: app.config.importPictures,
      });
      return ok(CAR_IMPORT_MESSAGES.imported, result);
    },
  );

  app.get(
    '/cars/export',
    route('exportCars', {
      summary: "The cars as CSV (admin): all, or the catalogue's filter",
      description:
        "The catalogue's query (GET /cars: `searchTerm`, the filters, `sort`; no paging), every matching car, " +
        "in the columns POST /cars/import reads. A cell a spreadsheet would run as a formula starts with `'`.",
      querystring: carListQuerySchema.omit({ page: true, limit: true }),
      response: csvAnswers(),
    }),
    async (request, reply) => {
      const cars = await exportCars(app.db, request.query, app.config.alerts.priceDropDays);
      return sendCsv(reply, 'cars', carsCsv(cars));
    },
  );
});

export default carImportRoutes;
