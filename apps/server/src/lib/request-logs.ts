import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/** A request that takes this long or longer is always logged. */
const SLOW_REQUEST_MS = 500;
/** Ordinary requests (fast, under 400) logged per second at most; the rest are counted in the next line. */
const ORDINARY_LINES_PER_SECOND = 10;

/**
 * Request logs an operator can afford (ADR 039). Fastify writes two JSON lines for every request ("incoming
 * request", "request completed"); at the shop's hot path that was most of the time a cached answer costs. Here,
 * at `info`, each request gets at most one line, `request completed` with the request, the status and the time,
 * and it is written for every answer of 400 or more, every request of SLOW_REQUEST_MS or more, every request that
 * failed, and the first ORDINARY_LINES_PER_SECOND others of each second (a quiet shop, or a developer clicking
 * through it, still sees every request). A line's `skipped` says how many ordinary requests went unlogged since
 * the line before it. At `debug` or `trace`, every request is logged as Fastify does.
 */
export class RequestLogs extends LogController {
  private readonly everyRequest: boolean;
  private readonly slowMs: number;
  private readonly ordinaryPerSecond: number;
  private readonly now: () => number;
  private second = 0;
  private linesThisSecond = 0;
  private skipped = 0;

  constructor({
    everyRequest,
    slowMs = SLOW_REQUEST_MS,
    ordinaryPerSecond = ORDINARY_LINES_PER_SECOND,
    now = () => performance.now(),
  }: { everyRequest: boolean; slowMs?: number; ordinaryPerSecond?: number; now?: () => number }) {
    super();
    this.everyRequest = everyRequest;
    this.slowMs = slowMs;
    this.ordinaryPerSecond = ordinaryPerSecond;
    this.now = now;
  }

  override incomingRequest(request: FastifyRequest, reply: FastifyReply) {
    if (this.everyRequest) super.incomingRequest(request, reply);
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (this.everyRequest || error) return super.requestCompleted(error, request, reply);
    const responseTime = reply.elapsedTime;
    if (reply.statusCode < 400 && responseTime < this.slowMs && !this.ordinaryLineLeft()) {
      this.skipped += 1;
      return;
    }
    const skipped = this.skipped;
    this.skipped = 0;
    reply.log.info(
      skipped
        ? { req: request, res: reply, responseTime, skipped }
        : { req: request, res: reply, responseTime },
      'request completed',
    );
  }

  private ordinaryLineLeft(): boolean {
    const second = Math.floor(this.now() / 1000);
    if (second !== this.second) {
      this.second = second;
      this.linesThisSecond = 0;
    }
    this.linesThisSecond += 1;
    return this.linesThisSecond <= this.ordinaryPerSecond;
  }
}
