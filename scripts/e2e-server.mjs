// Starts the production server for the end-to-end tests on a fresh embedded database with the demo data, and a
// real SMTP server (the smtp-server package) that the shop sends its mail to: each message it receives is written
// to .test-data/e2e-<port>/inbox/ as an .eml file, where the journeys read it (e2e/mailbox.ts).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

const root = path.resolve(import.meta.dirname, '..');
const port = process.env.E2E_PORT ?? '4310';
const dataDir = path.join(root, '.test-data', `e2e-${port}`);
fs.rmSync(dataDir, { recursive: true, force: true });
const inbox = path.join(dataDir, 'inbox');
fs.mkdirSync(inbox, { recursive: true });

let received = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()).join(',');
      received += 1;
      fs.writeFileSync(path.join(inbox, `${Date.now()}-${received}-${to}.eml`), Buffer.concat(chunks));
      callback();
    });
  },
});
await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const smtpPort = smtp.server.address().port;

// The paying shop (issue 29, ADR 054): a second server on E2E_PORT + 1, its own database, that takes money through
// the local Stripe-compatible server (apps/server/test/stripe-server.ts: its hosted page is a plain form; its signed
// events go to that shop's webhook). A second server, because a shop that takes money must name one currency
// (SHOP_CURRENCY), and the specification's journeys on the first check its two symbols, ৳ and $, page by page.
const payingPort = String(Number(port) + 1);
const payingDir = path.join(root, '.test-data', `e2e-${payingPort}`);
fs.rmSync(payingDir, { recursive: true, force: true });
const { startStripeServer } = await import('../apps/server/test/stripe-server.ts');
const stripe = await startStripeServer({
  webhookUrl: `http://127.0.0.1:${payingPort}/api/payments/stripe/webhook`,
});

const shopEnv = (shopPort, shopDir) => ({
  ...process.env,
  NODE_ENV: 'production',
  PORT: shopPort,
  HOST: '127.0.0.1',
  DATA_DIR: shopDir,
  SEED_DEMO: 'true',
  LOG_LEVEL: 'warn',
  // The browser journeys include a few deliberate wrong logins; the limiter itself is covered by API tests.
  LOGIN_MAX_FAILURES: '200',
  // Every browser journey that signs up comes from 127.0.0.1; the sign-up limit itself is covered by API tests.
  REGISTRATIONS_PER_HOUR: '10000',
  // The shop's mail goes to the SMTP server above, picked up every 200 ms: the journeys wait for some 25 mails, each
  // half a second sooner on average than at the default of a second (the outbox itself is the API tests').
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  MAIL_POLL_MS: '200',
  // Journeys ask for several reset links from one address; the limits themselves are covered by API tests.
  PASSWORD_RESETS_PER_ADDRESS_PER_HOUR: '10000',
  // Every journey's enquiries come from 127.0.0.1; the limit itself is covered by API tests.
  ENQUIRIES_PER_HOUR: '10000',
  SHOP_EMAIL: 'sales@carshop.example',
  // Every journey checks out from 127.0.0.1 with the same few phones and addresses; the caps across accounts
  // are covered by API tests (modules/orders/hoarding.api.test.ts). One account's cap keeps the shop's default.
  MAX_OPEN_UNITS_PER_ADDRESS: '0',
  MAX_OPEN_UNITS_PER_DELIVERY: '0',
  // Journeys check out with fresh accounts that never open their verification mail; the lower cap of such
  // accounts is covered by API tests (modules/orders/verified-checkout.api.test.ts).
  MAX_OPEN_UNITS_UNVERIFIED: '0',
  // The webhooks journey's receiver listens on 127.0.0.1 (e2e/webhooks.spec.ts); the refusal of internal
  // addresses is covered by API tests (modules/webhooks/webhooks.api.test.ts).
  WEBHOOKS_ALLOW_PRIVATE: 'true',
  // The alerts journey waits for a digest (e2e/alerts.spec.ts): every 2 s instead of a day. Only buyers with a
  // proven email and an alert on get one; the period itself is covered by API tests (modules/alerts).
  ALERT_DIGEST_SECONDS: '2',
});
const serverEntry = path.join(root, 'apps/server/src/server.ts');
const child = spawn(process.execPath, [serverEntry], {
  cwd: root,
  stdio: 'inherit',
  env: shopEnv(port, dataDir),
});
const paying = spawn(process.execPath, [serverEntry], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...shopEnv(payingPort, payingDir),
    SHOP_CURRENCY: 'USD',
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_API_URL: stripe.url,
    DEPOSIT_AMOUNT: '500',
  },
});
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    child.kill(signal);
    paying.kill(signal);
  });
paying.on('exit', () => stripe.stop());
child.on('exit', () => smtp.close());
child.on('exit', (code) => {
  paying.kill('SIGTERM');
  process.exit(code ?? 0);
});
