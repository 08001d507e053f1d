import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpTestServer, startSmtpServer } from '../../../test/smtp.ts';
import { queryRows } from '../../../test/sql.ts';
import { createTestApp, mailTo, testConfig } from '../../../test/test-app.ts';
import type { Db } from '../../db/client.ts';
import { deliverDueMail, openMailTransport, retryDelayMs } from './outbox.service.ts';
import { composeMail, queueMail } from './service.ts';

/** The outbox (ADR 031): what is queued is sent once, survives an SMTP outage, and is given up only after retries. */

const silent = { info: () => {}, warn: () => {}, error: () => {} };
let smtp: SmtpTestServer;
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp(); // the worker is off (pollMs 0): these tests run its rounds themselves
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

const settings = (overrides: Partial<ReturnType<typeof testConfig>['mail']> = {}) => ({
  ...testConfig().mail,
  smtpUrl: smtp.url,
  ...overrides,
});

const message = (to: string, subject = 'Hello') =>
  composeMail('CarShop', {
    to,
    subject,
    greeting: 'Hello <Ada>,',
    paragraphs: ['A paragraph & more.'],
    details: [['Order number', '1042']],
    action: { label: 'Open', url: 'http://localhost:3000/x?a=1&b=2' },
  });

async function outboxRow(db: Db, to: string) {
  const rows = await queryRows<{
    attempts: number;
    sent_at: Date | null;
    failed_at: Date | null;
    last_error: string | null;
  }>(db, sql`select attempts, sent_at, failed_at, last_error from mail_outbox where recipient = ${to}`);
  return rows[0];
}

describe('composing', () => {
  it('has a text part, an HTML part with every value escaped, and the shop name', () => {
    const mail = message('ada@example.com');
    expect(mail.subject).toBe('Hello | CarShop');
    expect(mail.text).toContain('Hello <Ada>,');
    expect(mail.text).toContain('Open: http://localhost:3000/x?a=1&b=2');
    expect(mail.text).toContain('Order number: 1042');
    expect(mail.text.trimEnd().endsWith('CarShop')).toBe(true);
    expect(mail.html).toContain('Hello &lt;Ada&gt;,');
    expect(mail.html).toContain('A paragraph &amp; more.');
    expect(mail.html).toContain('href="http://localhost:3000/x?a=1&amp;b=2"');
    expect(mail.html).not.toContain('<Ada>');
  });
});

describe('sending', () => {
  it('sends a queued message over SMTP once, with its outbox id as Message-ID', async () => {
    const to = 'once@example.com';
    await queueMail(t.db, message(to, 'Once'));
    const transport = openMailTransport(settings());
    const first = await deliverDueMail(t.db, transport, { maxAttempts: 3, log: silent });
    const second = await deliverDueMail(t.db, transport, { maxAttempts: 3, log: silent });
    transport.close();
    expect(first.sent).toBeGreaterThanOrEqual(1);
    expect(second.sent).toBe(0);
    const [mail] = await smtp.waitFor(to);
    expect(mail!.subject).toBe('Once | CarShop');
    expect(mail!.text).toContain('A paragraph & more.');
    expect(mail!.html).toContain('A paragraph &amp; more.');
    expect(mail!.messageId).toMatch(/^<[0-9a-f-]{36}@carshop\.example>$/);
    expect(smtp.received.filter((received) => received.to === to)).toHaveLength(1);
    expect((await outboxRow(t.db, to))?.sent_at).toBeTruthy();
  });

  it('keeps a message through an SMTP outage and sends it once the server answers again', async () => {
    const to = 'outage@example.com';
    await queueMail(t.db, message(to, 'Outage'));
    smtp.refuse(true);
    const transport = openMailTransport(settings());
    const during = await deliverDueMail(t.db, transport, { maxAttempts: 5, log: silent });
    expect(during.failed).toBeGreaterThanOrEqual(1);
    const row = await outboxRow(t.db, to);
    expect(row).toMatchObject({ attempts: 1, sent_at: null, failed_at: null });
    expect(row?.last_error).toMatch(/451/);
    // Not due again until the backoff has passed.
    smtp.refuse(false);
    expect((await deliverDueMail(t.db, transport, { maxAttempts: 5, log: silent })).sent).toBe(0);
    const later = () => new Date(Date.now() + retryDelayMs(1) + 1000);
    const after = await deliverDueMail(t.db, transport, { maxAttempts: 5, log: silent, now: later });
    transport.close();
    expect(after.sent).toBe(1);
    expect(await smtp.waitFor(to)).toHaveLength(1);
    expect(await outboxRow(t.db, to)).toMatchObject({ attempts: 2, last_error: null });
  });

  it('keeps a message when the SMTP server is not there at all, and gives up only after MAIL_MAX_ATTEMPTS', async () => {
    const to = 'nobody-listens@example.com';
    await queueMail(t.db, message(to));
    const closed = await startSmtpServer();
    await closed.stop(); // its port now refuses connections
    const transport = openMailTransport(settings({ smtpUrl: closed.url }));
    let clock = Date.now();
    for (let attempt = 1; attempt <= 3; attempt++) {
      await deliverDueMail(t.db, transport, { maxAttempts: 3, log: silent, now: () => new Date(clock) });
      clock += retryDelayMs(attempt) + 1000;
    }
    transport.close();
    const row = await outboxRow(t.db, to);
    expect(row).toMatchObject({ attempts: 3, sent_at: null });
    expect(row?.failed_at).toBeTruthy();
    expect(row?.last_error).toMatch(/ECONNREFUSED|connect/i);
  });

  it('backs off 30 s, 1 min, 2 min… up to an hour', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(20)).toBe(3_600_000);
  });

  it('never sends one message twice when several workers run at once', async () => {
    const recipients = Array.from({ length: 30 }, (_, index) => `many-${index}@example.com`);
    for (const to of recipients) await queueMail(t.db, message(to, 'Many'));
    // Four workers, as four app servers would run them (on PostgreSQL each has its own connections).
    const transports = Array.from({ length: 4 }, () => openMailTransport(settings()));
    const rounds = await Promise.all(
      transports.map((transport) => deliverDueMail(t.db, transport, { maxAttempts: 3, log: silent })),
    );
    for (const transport of transports) transport.close();
    expect(rounds.reduce((sum, round) => sum + round.sent, 0)).toBe(recipients.length);
    for (const to of recipients) expect(smtp.received.filter((mail) => mail.to === to)).toHaveLength(1);
  });

  it('retries a message whose worker died after claiming it, once its claim has lapsed', async () => {
    const to = 'lapsed@example.com';
    await queueMail(t.db, message(to));
    // A worker claims it and dies before sending (its transport never delivers).
    const dead = { send: () => new Promise<undefined>(() => {}), close: () => {} };
    void deliverDueMail(t.db, dead, { maxAttempts: 3, log: silent });
    // Its claim is in the table (an attempt counted) before the next worker looks: not a guess of how long that takes.
    await expect.poll(async () => (await outboxRow(t.db, to))?.attempts, { timeout: 10_000 }).toBe(1);
    const transport = openMailTransport(settings());
    expect((await deliverDueMail(t.db, transport, { maxAttempts: 3, log: silent })).sent).toBe(0);
    const later = () => new Date(Date.now() + 3 * 60_000);
    expect((await deliverDueMail(t.db, transport, { maxAttempts: 3, log: silent, now: later })).sent).toBe(1);
    transport.close();
    expect(await smtp.waitFor(to)).toHaveLength(1);
  });
});

describe('without SMTP_URL', () => {
  it('writes each message as an .eml file under DATA_DIR/mail, readable by the shop only, and logs where', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'carshop-mail-'));
    const to = 'file@example.com';
    await queueMail(t.db, message(to, 'To a file'));
    const logged: string[] = [];
    const log = {
      ...silent,
      info: (details: object) => logged.push(String((details as { file?: string }).file)),
    };
    const transport = openMailTransport(settings({ smtpUrl: undefined, dir }));
    await deliverDueMail(t.db, transport, { maxAttempts: 3, log });
    transport.close();
    const files = fs.readdirSync(dir).filter((name) => name.endsWith('.eml'));
    expect(files).toHaveLength(1);
    const file = path.join(dir, files[0]!);
    expect(logged).toContain(file);
    const eml = fs.readFileSync(file, 'utf8');
    expect(eml).toMatch(/^To: file@example\.com$/m);
    expect(eml).toMatch(/^Subject: To a file \| CarShop$/m);
    expect(eml).toContain('text/plain');
    expect(eml).toContain('text/html');
    expect(fs.statSync(file).mode & 0o077).toBe(0);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe('the worker in the app', () => {
  it('sends what a request queued, within moments, when MAIL_POLL_MS is set', async () => {
    const app = await createTestApp(mailTo(smtp.url));
    const to = 'worker@example.com';
    await queueMail(app.db, message(to, 'From the worker'));
    expect(await smtp.waitFor(to)).toHaveLength(1);
    await app.close();
  });
});
