import { pagedEnvelope } from '@carshop/contract/api';
import { AUDIT_EXPORT_MAX, auditEntrySchema, auditQuerySchema } from '@carshop/contract/audit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okPage } from '../../lib/envelope.ts';
import { errorResponses, routesOf } from '../../lib/route-docs.ts';
import { auditCsv } from './csv.ts';
import { exportAudit, listAudit } from './service.ts';

const route = routesOf(['audit'], { private: true });
const FILTERS =
  "`actor`: a user's id; `kind`: one kind of write; `from`, `to`: the shop's calendar days (`YYYY-MM-DD`, both " +
  "included); `search`: words of the person's name or email, or of what was changed.";

/** The audit log of staff writes (issue 30, ADR 055): read and exported by admins, written by no route. */
const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit',
    route('readAudit', {
      summary: 'The audit log, newest first (admin)',
      description: `Paged (\`page\`, \`limit\`). ${FILTERS}`,
      querystring: auditQuerySchema,
      response: { 200: pagedEnvelope(auditEntrySchema), ...errorResponses(400, 401, 403) },
    }),
    async (request) => okPage('Audit log retrieved successfully', await listAudit(app.db, request.query)),
  );

  app.get(
    '/audit.csv',
    route('readAudit', {
      summary: 'The audit log as CSV (admin)',
      description:
        `The entries the filters match, newest first, at most ${AUDIT_EXPORT_MAX} ` +
        '(`X-Total-Count` says how many matched). A cell that a spreadsheet would run as a formula starts ' +
        `with \`'\`. ${FILTERS}`,
      querystring: auditQuerySchema.omit({ page: true, limit: true }),
      // No `produces`: it would document the error answers as CSV too; they are the JSON envelope.
      response: {
        200: z.string().describe('CSV (text/csv), a header row first'),
        ...errorResponses(400, 401, 403),
      },
    }),
    async (request, reply) => {
      const { entries, total } = await exportAudit(app.db, request.query);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="audit-${day}.csv"`)
        .header('x-total-count', String(total))
        .send(auditCsv(entries));
    },
  );
};

export default auditRoutes;
