import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clientKey } from '../../lib/client-address.ts';
import type { SendContext } from './service.ts';

/** Who sends a lead (an enquiry or a trade-in) and how it is counted and mailed, from the request and the settings. */
export const sendContextOf = (app: FastifyInstance, request: FastifyRequest): SendContext => ({
  sender: request.user,
  ip: clientKey(request.ip),
  store: app.attemptStore,
  perHour: app.config.enquiries.perHour,
  mail: app.mailSettings,
  adfTo: app.config.enquiries.adfTo,
});
