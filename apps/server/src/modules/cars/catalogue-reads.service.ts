import type { Car, CarFacetsQuery, CarListQuery } from '@carshop/contract/car';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { ok } from '../../lib/envelope.ts';
import type { WorkLimits } from '../../lib/work-queue.ts';
import { type AnswerCache, createAnswerCache } from './answer-cache.ts';
import type { CarChanges } from './car-changes.service.ts';
import {
  type Catalogue,
  carFacets,
  createCatalogue,
  getCar,
  listCars,
  priceDropSince,
  similarCars,
} from './catalogue.service.ts';

/**
 * The public car reads, as the routes and the rendered pages get them (docs/caching.md): each answer kept once,
 * serialized, with its ETag, in one answer cache per app server (answer-cache.ts), and dropped by the car changes
 * that touch what it shows. Behind it the catalogue's reads (catalogue.service.ts) count from the counts' copy
 * (car-counts.ts) and bound their searches; nothing else in between keeps an answer.
 */
export type CatalogueReads = Catalogue & {
  /** GET /cars: a page is kept; the unpaged whole catalogue (it may be large) never is. */
  sendList: (request: FastifyRequest, reply: FastifyReply, query: CarListQuery) => Promise<FastifyReply>;
  /** GET /cars/facets. */
  sendFacets: (request: FastifyRequest, reply: FastifyReply, query: CarFacetsQuery) => Promise<FastifyReply>;
  /** GET /cars/{id}. */
  sendCar: (request: FastifyRequest, reply: FastifyReply, id: string) => Promise<FastifyReply>;
  /** GET /cars/{id}/similar. */
  sendSimilar: (request: FastifyRequest, reply: FastifyReply, id: string) => Promise<FastifyReply>;
  /** Runs `work` (a page's render) and answers what the reads it made showed: what a change of the cars drops. */
  record: AnswerCache['record'];
  /** The `onRequest` hook of the routes above: a URL answered before is sent from the cache at once. */
  sendKnown: AnswerCache['sendKnown'];
  /** What the answer cache holds. */
  answers: Pick<AnswerCache, 'size' | 'bytes'>;
};

const idsOf = (cars: readonly Car[] | undefined) => cars?.map((car) => car._id) ?? [];

export function createCatalogueReads(
  {
    cacheMs,
    countsMs,
    search,
    priceDropDays,
  }: { cacheMs: number; countsMs: number; search: WorkLimits & { timeoutMs: number }; priceDropDays: number },
  {
    db,
    changes,
    report,
  }: { db: Db; changes: Pick<CarChanges, 'subscribe'>; report: (error: unknown) => void },
): CatalogueReads {
  const catalogue = createCatalogue({ countsMs, search, priceDropDays }, changes, db, report);
  // A drop older than the window is no longer news; a kept answer lives CATALOGUE_CACHE_MS at most.
  const since = () => priceDropSince(priceDropDays);
  const answers = createAnswerCache({ ttlMs: cacheMs }, changes);
  const list = async (query: CarListQuery) => {
    const { cars, meta } = await listCars(db, catalogue, query);
    return ok('Cars retrieved successfully', cars, meta);
  };

  return {
    ...catalogue,
    sendList(request, reply, query) {
      if (query.page !== undefined || query.limit !== undefined) {
        return answers.send(
          request,
          reply,
          `list:${JSON.stringify(query)}`,
          () => list(query),
          (answer) => ({ cars: idsOf(answer?.data), byFields: true }),
        );
      }
      return list(query).then((answer) => {
        answers.note(() => ({ cars: idsOf(answer.data), byFields: true }));
        return reply.send(answer);
      });
    },
    sendFacets: (request, reply, query) =>
      answers.send(
        request,
        reply,
        `facets:${JSON.stringify(query)}`,
        async () => ok('Facets retrieved successfully', await carFacets(db, catalogue, query)),
        () => ({ cars: [], byFields: true }),
      ),
    sendCar(request, reply, id) {
      const key = id.toLowerCase();
      return answers.send(
        request,
        reply,
        `car:${key}`,
        async () => ok('Car retrieved successfully', await getCar(db, id, since())),
        () => ({ cars: [key] }),
      );
    },
    sendSimilar(request, reply, id) {
      const key = id.toLowerCase();
      return answers.send(
        request,
        reply,
        `similar:${key}`,
        async () => ok('Similar cars retrieved successfully', await similarCars(db, id, since())),
        // Picked by category, price and stock: a change of any car, or a car back in stock, may change it.
        (answer) => ({ cars: [key, ...idsOf(answer?.data)], byFields: true, byStock: true }),
      );
    },
    record: answers.record,
    sendKnown: answers.sendKnown,
    answers,
  };
}
