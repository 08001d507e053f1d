import type { FastifyInstance } from 'fastify';
import { tryLockForTransaction } from './db/advisory-lock.ts';
import { scheduleHousekeeping } from './lib/housekeeping.ts';
import type { Action } from './lib/policies.ts';
import { sendAlertDigests, unsubscribeKey } from './modules/alerts/digest.service.ts';
import { pruneRateLimitCounters } from './modules/auth/attempt-stores.service.ts';
import { pruneEmailVerifications } from './modules/auth/email-verification.service.ts';
import { prunePasswordResets } from './modules/auth/password-reset.service.ts';
import { carPictureUrls } from './modules/cars/catalogue.service.ts';
import { tradeInPhotoUrls } from './modules/enquiries/trade-ins.service.ts';
import { deliverDueMail, openMailTransport, pruneMail } from './modules/mail/outbox.service.ts';
import { pruneIdempotencyKeys } from './modules/orders/checkout.service.ts';
import { orderPictureUrls } from './modules/orders/order-figures.service.ts';
import { expireStalePendingOrders } from './modules/orders/order-status.service.ts';
import { finishRefundClaims } from './modules/payments/refund.service.ts';
import { releaseLapsedHolds } from './modules/payments/release.service.ts';
import { refundCanceledOrders } from './modules/payments/service.ts';
import { issueReceipts } from './modules/receipts/service.ts';
import { pruneSessions } from './modules/sessions/service.ts';
import { removeUnusedPictures, UNUSED_PICTURE_GRACE_MS } from './modules/uploads/service.ts';
import { deliverDueWebhooks, pruneWebhookDeliveries } from './modules/webhooks/delivery.service.ts';

const HOUR_MS = 60 * 60 * 1000;

/** The actions of the routes that may settle a payment or a refund: receipts are issued right after them. */
const PAYMENT_POLICIES = new Set<Action>(['receivePaymentEvents', 'payOrder', 'refundPayments']);

/**
 * Every background job of the app server, in one place: what it does and how often. Each runs once when the app
 * is ready, then on its period (lib/housekeeping.ts), and stops with the app.
 */
export function registerJobs(app: FastifyInstance, { shared }: { shared: boolean }) {
  // Revoked and expired refresh tokens are useless.
  scheduleHousekeeping(app, {
    what: 'pruning ended sessions',
    everyMs: HOUR_MS,
    run: () => pruneSessions(app.db, app.config.sessions),
  });
  // Idempotency keys are remembered for a day (ADR 011).
  scheduleHousekeeping(app, {
    what: 'pruning idempotency keys',
    everyMs: HOUR_MS,
    run: () => pruneIdempotencyKeys(app.db),
  });
  // Abuse counters whose window ended (PostgreSQL store only; Redis expires its keys itself).
  scheduleHousekeeping(app, {
    what: 'pruning ended rate-limit windows',
    everyMs: HOUR_MS,
    run: () => pruneRateLimitCounters(app.db),
  });
  // The mail outbox (ADR 031): every server with MAIL_POLL_MS > 0 sends what is due; rows are claimed with SKIP
  // LOCKED and a lease, so two servers never send one message, and one killed mid-send leaves it to the next.
  const { mail } = app.config;
  if (mail.pollMs > 0) {
    const transport = openMailTransport(mail);
    scheduleHousekeeping(app, {
      what: 'sending mail',
      everyMs: mail.pollMs,
      run: () => deliverDueMail(app.db, transport, { maxAttempts: mail.maxAttempts, log: app.log }),
    });
    app.addHook('onClose', async () => transport.close()); // after the round above has finished
  }
  // Outgoing webhooks (ADR 066): the same outbox pattern as mail, each delivery claimed by one server at a time.
  const { webhooks } = app.config;
  if (webhooks.pollMs > 0) {
    scheduleHousekeeping(app, {
      what: 'sending webhooks',
      everyMs: webhooks.pollMs,
      run: () => deliverDueWebhooks(app.db, { ...webhooks, log: app.log }),
    });
  }
  scheduleHousekeeping(app, {
    what: 'pruning old webhook deliveries',
    everyMs: 6 * HOUR_MS,
    run: () => pruneWebhookDeliveries(app.db),
  });
  scheduleHousekeeping(app, {
    what: 'pruning sent mail, used reset links and verification links',
    everyMs: 6 * HOUR_MS,
    run: async () => {
      await pruneMail(app.db);
      await prunePasswordResets(app.db);
      await pruneEmailVerifications(app.db);
    },
  });
  // Pending orders nobody moved on within ORDER_PENDING_DAYS: canceled by the shop, restocked, the buyer mailed.
  if (app.config.orderPendingMs > 0) {
    scheduleHousekeeping(app, {
      what: 'canceling orders left pending',
      everyMs: HOUR_MS,
      run: async () => {
        const expired = await expireStalePendingOrders(app.db, {
          pendingMs: app.config.orderPendingMs,
          changes: app.carChanges,
          mail: app.mailSettings,
        });
        if (expired > 0) app.log.info({ expired }, 'canceled orders left pending');
      },
    });
  }
  // Money taken for orders canceled since (by the buyer, the admin or the job above) goes back, each payment once
  // (ADR 050). A minute at most after the cancel, and at once when the payment's own event arrives late.
  const { payments } = app;
  if (payments) {
    scheduleHousekeeping(app, {
      what: 'refunding canceled orders',
      everyMs: 60_000,
      run: async () => {
        // An admin's refund claimed and not asked of the provider (its server stopped) is finished first.
        await finishRefundClaims(app.db, payments);
        const refunded = await refundCanceledOrders(app.db, payments);
        if (refunded > 0) app.log.info({ refunded }, 'refunded the payments of canceled orders');
      },
    });
  }
  // Receipts (ADR 056): each succeeded payment and refund of the ledger gets its numbered PDF, mailed to the buyer;
  // every minute, and right after a route that may settle a payment has answered (PAYMENT_POLICIES: the
  // provider's webhook, the buyer's return from its page, the admin's refund).
  if (payments) {
    const receipts = scheduleHousekeeping(app, {
      what: 'issuing receipts',
      everyMs: 60_000,
      run: async () => {
        const issued = await issueReceipts(app.db, {
          ...app.mailSettings,
          shopAddress: app.config.mail.shopAddress,
          shopTaxNumber: app.config.mail.shopTaxNumber,
        });
        if (issued > 0) app.log.info({ issued }, 'issued receipts');
      },
    });
    app.addHook('onResponse', async (request, reply) => {
      const { policy } = request.routeOptions.config;
      if (policy && PAYMENT_POLICIES.has(policy) && reply.statusCode < 300) receipts.nudge();
    });
  }
  // Orders paid online whose hold ended unpaid (PAYMENT_HOLD_MINUTES) or whose deposit's reservation ended
  // (RESERVATION_DAYS): the payment page closed at Stripe, the order canceled by the shop, restocked, the buyer
  // mailed (ADR 054). Each order locked and checked again, so two servers release it once.
  if (payments) {
    scheduleHousekeeping(app, {
      what: 'releasing cars held for payments that did not come',
      everyMs: 60_000,
      run: async () => {
        const released = await releaseLapsedHolds(app.db, payments, {
          changes: app.carChanges,
          mail: app.mailSettings,
        });
        if (released > 0) app.log.info({ released }, 'released orders whose hold or reservation ended');
      },
    });
  }
  // The buyers' alert digests (ADR 071): at most one mail per buyer per ALERT_DIGEST_SECONDS, each composed by one
  // server (its watermark row locked with SKIP LOCKED and moved on in the transaction that queues the mail). Looked
  // at every minute, or every period when that is shorter (a test's few seconds).
  const { digestMs, digestJobMs } = app.config.alerts;
  if (digestJobMs > 0) {
    const alertMail = { ...app.mailSettings, units: app.config.shopUnits };
    const key = unsubscribeKey(app.config.jwtSecret);
    scheduleHousekeeping(app, {
      what: 'sending alert digests',
      everyMs: digestJobMs,
      run: async () => {
        const mailed = await sendAlertDigests(app.db, {
          catalogue: app.catalogue,
          mail: alertMail,
          digestMs,
          key,
          log: app.log,
        });
        if (mailed > 0) app.log.info({ mailed }, 'queued alert digests');
      },
    });
  }
  const removePictures = async () => {
    const removed = await removeUnusedPictures(app.pictureStore, {
      olderThan: new Date(Date.now() - UNUSED_PICTURE_GRACE_MS),
      inUse: async () => [
        ...(await carPictureUrls(app.db)),
        ...(await orderPictureUrls(app.db)),
        ...(await tradeInPhotoUrls(app.db)),
      ],
    });
    if (removed.length > 0) app.log.info({ removed }, 'removed unused pictures');
  };
  // Pictures no car, no order and no trade-in names, uploaded over a day ago: abandoned on the Add Car form (ADR 018).
  scheduleHousekeeping(app, {
    what: 'removing unused pictures',
    everyMs: 6 * HOUR_MS,
    // On a shared PostgreSQL server, one app server at a time: an advisory lock held for the round, the others
    // skip theirs. (The embedded database has one server, and one connection that the lock's transaction would
    // take from the store's own queries.)
    run: () =>
      shared
        ? app.db.transaction(async (tx) => {
            if (await tryLockForTransaction(tx, 'carshop:remove-unused-pictures')) await removePictures();
          })
        : removePictures(),
  });
}
