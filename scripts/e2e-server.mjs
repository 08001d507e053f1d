// Starts the production server for the end-to-end tests on a fresh embedded database with the demo data.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const port = process.env.E2E_PORT ?? '4310';
const dataDir = path.join(root, '.test-data', `e2e-${port}`);
fs.rmSync(dataDir, { recursive: true, force: true });

const child = spawn(process.execPath, [path.join(root, 'apps/server/src/server.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    // The browser journeys include a few deliberate wrong logins; the limiter itself is covered by API tests.
    LOGIN_MAX_FAILURES: '200',
    // Every browser journey that signs up comes from 127.0.0.1; the sign-up limit itself is covered by API tests.
    REGISTRATIONS_PER_HOUR: '10000',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
