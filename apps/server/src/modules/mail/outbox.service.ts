import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import {
  deleteMailBefore,
  type MailRow,
  updateClaimDueMail,
  updateMailFailed,
  updateMailSent,
} from './repository.ts';

/**
 * Sending what is in the outbox (ADR 031): claimed rows go out through nodemailer, over SMTP (SMTP_URL) or, without
 * it, as .eml files under DATA_DIR/mail whose names the log gives, so a plain `npm start` shows every message.
 */

/** Longer than any one send may take (the SMTP timeouts below), so a live worker's claim never lapses. */
const LEASE_MS = 2 * 60_000;
const BATCH = 20;
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 60 * 60_000;
/** Sent and given-up messages are kept this long (for the operator), then pruned. */
const KEEP_MS = 30 * 24 * 60 * 60_000;

export type MailTransport = {
  /** Sends one message; answers where it went (the .eml file's path) when that is worth logging. */
  send: (row: MailRow) => Promise<string | undefined>;
  close: () => void;
};

type Log = {
  info: (details: object, message: string) => void;
  warn: (details: object, message: string) => void;
  error: (details: object, message: string) => void;
};

/** The message as nodemailer takes it; the Message-ID is the outbox row's, so a receiver can tell a resend apart. */
function envelopeOf(row: MailRow, from: string) {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'carshop.invalid';
  return {
    from,
    to: row.recipient,
    ...(row.replyTo ? { replyTo: row.replyTo } : {}),
    subject: row.subject,
    text: row.text,
    html: row.html,
    attachments: row.attachments.map(({ filename, contentType, base64 }) => ({
      filename,
      contentType,
      content: Buffer.from(base64, 'base64'),
    })),
    headers: row.headers,
    messageId: `<${row.id}@${domain}>`,
    date: row.createdAt,
  };
}

export function openMailTransport(settings: Config['mail']): MailTransport {
  if (settings.smtpUrl) {
    const smtp = nodemailer.createTransport({
      url: settings.smtpUrl,
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 60_000,
    } as Parameters<typeof nodemailer.createTransport>[0]);
    return {
      send: async (row) => {
        await smtp.sendMail(envelopeOf(row, settings.from));
        return undefined;
      },
      close: () => smtp.close(),
    };
  }
  const files = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: async (row) => {
      const info = await files.sendMail(envelopeOf(row, settings.from));
      await fs.mkdir(settings.dir, { recursive: true, mode: 0o700 });
      const stamp = row.createdAt.toISOString().replaceAll(':', '-');
      const file = path.join(settings.dir, `${stamp}-${row.id}.eml`);
      // Reset links are in there: readable by the shop's user only.
      await fs.writeFile(file, info.message as Buffer, { mode: 0o600 });
      return file;
    },
    close: () => files.close(),
  };
}

/** 30 s, 1 min, 2 min, … up to an hour between attempts. */
export const retryDelayMs = (attempts: number) =>
  Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));

/**
 * One round of the worker: claims what is due and sends it, one message at a time. A message that fails is
 * tried again later (retryDelayMs), and given up after `maxAttempts` with its last error kept. Answers how many
 * went and how many failed this round.
 */
export async function deliverDueMail(
  db: Db,
  transport: MailTransport,
  { maxAttempts, log, now = () => new Date() }: { maxAttempts: number; log: Log; now?: () => Date },
): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let failed = 0;
  for (;;) {
    const start = now();
    const claimed = await updateClaimDueMail(db, {
      now: start,
      leaseUntil: new Date(start.getTime() + LEASE_MS),
      limit: BATCH,
    });
    for (const row of claimed) {
      try {
        const where = await transport.send(row);
        await updateMailSent(db, row.id, now());
        sent += 1;
        if (where) log.info({ mail: row.id, file: where }, `mail written to ${where} (SMTP_URL is not set)`);
        else log.info({ mail: row.id }, 'mail sent');
      } catch (error) {
        failed += 1;
        const message = error instanceof Error ? error.message : String(error);
        const giveUp = row.attempts >= maxAttempts;
        await updateMailFailed(db, row.id, {
          at: now(),
          retryAt: giveUp ? null : new Date(now().getTime() + retryDelayMs(row.attempts)),
          error: message.slice(0, 1000),
        });
        if (giveUp) log.error({ mail: row.id, err: error }, `mail given up after ${row.attempts} attempts`);
        else
          log.warn({ mail: row.id, err: error }, `mail not sent (attempt ${row.attempts}); will try again`);
      }
    }
    if (claimed.length < BATCH || failed > 0) return { sent, failed };
  }
}

/** Forgets messages sent or given up over 30 days ago. */
export function pruneMail(db: Db, now = new Date()): Promise<number> {
  return deleteMailBefore(db, new Date(now.getTime() - KEEP_MS));
}
