import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export type ProdServer = {
  base: string;
  stop: () => Promise<void>;
  /** The server process's resident memory now, in MB (Linux: /proc). */
  rssMb: () => number;
};

/**
 * The production server (`npm start` without the build step: build first) on a fresh embedded database with
 * the demo data, in a temporary data directory removed on stop. Loopback only.
 */
export async function startProdServer(port: number, env: Record<string, string> = {}): Promise<ProdServer> {
  const index = path.join(root, 'apps/web/dist/index.html');
  const entry = path.join(root, 'apps/web/dist-ssr/entry-server.js');
  if (!fs.existsSync(index) || !fs.existsSync(entry))
    throw new Error('Build the web app first: npm run build');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'carshop-bench-'));
  const child: ChildProcess = spawn(process.execPath, [path.join(root, 'apps/server/src/server.ts')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, stop, rssMb: () => residentMb(child.pid) };
    } catch {}
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error('The server did not start');
}

function residentMb(pid: number | undefined): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}
