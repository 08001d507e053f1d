import { performance } from 'node:perf_hooks';
import { buildApp } from './app.ts';
import { type Config, configWarnings, exposureWarnings, loadConfig } from './config.ts';
import { openDatabase } from './db/open.ts';
import { DataDirLockedError } from './lib/data-dir-lock.ts';
import { resolveJwtSecret } from './lib/jwt-secret.ts';
import { chooseListenHost, isLoopback } from './lib/listen-host.ts';
import { permissionWarnings } from './lib/permission-warnings.ts';
import { type DemoAccount, demoAccountsWithPublishedPassword } from './modules/notices/service.ts';
import { importLocalPictures, openPictureStore } from './modules/uploads/picture-stores.service.ts';
import type { PictureStore } from './modules/uploads/service.ts';
import { seedDemoData } from './seed/seed.ts';

/** After a stop signal, in-flight requests get this long to finish before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

/**
 * In a terminal, the logs as lines a person reads (time, level, message; pino-pretty, off the main thread);
 * otherwise JSON lines, one per event, for a log collector.
 */
function terminalLogger() {
  if (!process.stdout.isTTY) return undefined;
  return {
    transport: {
      target: 'pino-pretty',
      options: {
        translateTime: 'SYS:HH:MM:ss.l',
        // A request's line says what it was and how it went; other fields (an error, its stack) stay.
        messageFormat:
          '{msg}{if req.method} {req.method} {req.url}{end}{if res.statusCode} {res.statusCode}{end}{if responseTime} ({responseTime} ms){end}',
        ignore: 'pid,hostname,reqId,req,res,responseTime',
        singleLine: true,
      },
    },
  };
}

async function main() {
  const envConfig = loadConfig();
  const database = await openDatabase(envConfig);
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  let exposed: DemoAccount[] = [];
  let host = '';
  let pictureStore: PictureStore | undefined;
  try {
    // After the lock: the secret file lives in the data directory that the lock protects.
    const { secret, generated } = resolveJwtSecret(envConfig);
    const config: Config = { ...envConfig, jwtSecret: secret };
    pictureStore = openPictureStore(config, database);
    const imported = await importLocalPictures(pictureStore, config.uploadDir);
    const seeded =
      config.seedDemo &&
      (await seedDemoData(database.db, { pictures: pictureStore, units: config.shopUnits }));
    exposed = await demoAccountsWithPublishedPassword(database.db);
    host = chooseListenHost(config.host, exposed.length > 0);
    app = await buildApp({ config, database, pictureStore, logger: terminalLogger() });
    if (imported > 0)
      app.log.info(`Copied ${imported} pictures from UPLOAD_DIR into the ${pictureStore.kind} store`);
    const warnings = [
      ...configWarnings(config),
      ...exposureWarnings(config, host),
      ...permissionWarnings(config),
    ];
    for (const warning of warnings) app.log.warn(warning);
    if (generated) app.log.info('Generated a JWT secret and stored it in the data directory');
    if (seeded) app.log.info('Seeded the demo catalogue and the demo accounts into the empty database');
    await app.listen({ host, port: config.port });
  } catch (error) {
    if (app) await app.close();
    else await pictureStore?.close?.();
    await database.close();
    throw error;
  }

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : envConfig.port;
  const everywhere = ['0.0.0.0', '::', ''].includes(host);
  const reach = isLoopback(host)
    ? 'this machine only'
    : everywhere
      ? `all interfaces: ${host}`
      : `network address ${host}`;
  const shownHost = everywhere ? 'localhost' : host.includes(':') ? `[${host}]` : host; // [::1] in a URL
  const startup = Math.round(performance.now());
  console.log(
    `CarShop listening on http://${shownHost}:${port} (${reach}; ` +
      `started in ${startup} ms; ${database.description})`,
  );
  if (exposed.length > 0) {
    if (isLoopback(host)) console.log(demoLoopbackNote(exposed));
    else console.warn(demoNetworkWarning(exposed, host));
  }

  let stoppingSince = 0;
  const stop = async (signal: NodeJS.Signals) => {
    if (stoppingSince) {
      // The terminal, npm and scripts/start.mjs may each deliver the same Ctrl-C; a later one means "now".
      if (Date.now() - stoppingSince > 1000) process.exit(1);
      return;
    }
    stoppingSince = Date.now();
    // Draining: /api/health/ready answers 503 at once, so a balancer that polls it stops sending new requests;
    // for SHUTDOWN_DELAY_MS the server still answers what comes meanwhile, then stops listening and finishes
    // the requests in flight (every answer then closes its connection, app.ts).
    app.lifecycle.draining = true;
    const delayMs = app.config.shutdownDelayMs;
    app.log.info(
      `${signal} received: ${delayMs ? `draining for ${delayMs} ms, then ` : ''}finishing in-flight requests`,
    );
    setTimeout(() => {
      console.error(`Still busy after ${(delayMs + SHUTDOWN_GRACE_MS) / 1000} s: exiting anyway`);
      process.exit(1);
    }, delayMs + SHUTDOWN_GRACE_MS).unref();
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    try {
      await app.close();
    } finally {
      await database.close(); // also releases the data directory lock
    }
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

/** `the demo admin (admin@example.com) and the demo customer (…)` */
const named = (accounts: DemoAccount[]) =>
  accounts.map((account) => `the demo ${account.role} (${account.email})`).join(' and ');
const stillPublished = (accounts: DemoAccount[]) =>
  accounts.length === 1 ? 'still has its published password' : 'still have their published passwords';

const howToSecure = (accounts: DemoAccount[]) => {
  const admin = accounts.find((account) => account.role === 'admin');
  const customer = accounts.find((account) => account.role === 'customer');
  const ways = [
    `sign in as ${accounts.map((account) => account.email).join(' and as ')} and change it on the dashboard`,
    ...(admin ? [`run npm run create-admin -- --email ${admin.email} --reset-password`] : []),
    ...(customer ? [`block ${customer.email} on the admin's Users page`] : []),
  ];
  return (
    `change ${accounts.length === 1 ? 'its password' : 'their passwords'} (${ways.join(', or ')}), or start on a ` +
    'fresh DATA_DIR with SEED_DEMO=false and create your own admin with npm run create-admin'
  );
};

function demoLoopbackNote(accounts: DemoAccount[]): string {
  return (
    `Only this machine can reach the shop: ${named(accounts)} ${stillPublished(accounts)}. ` +
    `To open it to the network, ${howToSecure(accounts)}; or set HOST explicitly.`
  );
}

function demoNetworkWarning(accounts: DemoAccount[], host: string): string {
  const rule = '!'.repeat(100);
  const as = accounts
    .map((account) => (account.role === 'admin' ? 'its admin' : 'a customer'))
    .join(' and as ');
  return [
    rule,
    ...accounts.map(
      (account) =>
        `!! WARNING: the demo ${account.role} ${account.email} still has its published password (${account.password}),`,
    ),
    `!! and HOST=${host} lets the network reach this shop: anyone who can reach it can sign in as ${as}.`,
    `!! To fix it, ${howToSecure(accounts)}.`,
    '!! Admins also see this on the dashboard until it is fixed.',
    rule,
  ].join('\n');
}

main().catch((error: unknown) => {
  // Problems the operator can fix get one clear line; anything else gets its stack.
  if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    console.error(
      `Port ${loadConfig().port} is already in use. Stop the other server, or set PORT to another port.`,
    );
  } else if (
    error instanceof DataDirLockedError ||
    String(error).startsWith('Error: Invalid configuration')
  ) {
    console.error((error as Error).message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
