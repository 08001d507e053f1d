import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The shop to start: this checkout, or BENCH_SERVER_ROOT, another checkout (built, with its dependencies), so one
 * bench measures two versions the same way: before and after a change.
 */
const defaultRoot = process.env.BENCH_SERVER_ROOT ?? path.resolve(import.meta.dirname, '../..');

export type ProdServer = {
  base: string;
  stop: () => Promise<void>;
  /** The server process's resident memory now, in MB (Linux: /proc). */
  rssMb: () => number;
  /** The server process's CPU time so far, all threads, in ms (Linux: /proc). */
  cpuMs: () => number;
  /** Lines the server has written to stdout so far (its logs, when `drainLogs`). */
  logLines: () => number;
};

export type ProdServerOptions = {
  /**
   * stdout a pipe this process reads and drops, as a process manager or a container runtime reads a server's
   * logs (pino writes to it as it does there), instead of /dev/null, which costs the writer nothing.
   */
  drainLogs?: boolean;
  /** Options for the server's `node` (say `--cpu-prof`: a profile written when it stops). */
  nodeArgs?: string[];
  /** The checkout to start (built, with its dependencies): BENCH_SERVER_ROOT or this one unless given. */
  root?: string;
};

/**
 * The production server (`npm start` without the build step: build first) on a fresh embedded database with
 * the demo data, in a temporary data directory removed on stop. Loopback only. LOG_LEVEL is warn unless `env` says
 * otherwise.
 */
export async function startProdServer(
  port: number,
  env: Record<string, string> = {},
  { drainLogs = false, nodeArgs = [], root = defaultRoot }: ProdServerOptions = {},
): Promise<ProdServer> {
  const index = path.join(root, 'apps/web/dist/index.html');
  const entry = path.join(root, 'apps/web/dist-ssr/entry-server.js');
  if (!fs.existsSync(index) || !fs.existsSync(entry))
    throw new Error('Build the web app first: npm run build');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'carshop-bench-'));
  const child: ChildProcess = spawn(
    process.execPath,
    [...nodeArgs, path.join(root, 'apps/server/src/server.ts')],
    {
      cwd: root,
      stdio: ['ignore', drainLogs ? 'pipe' : 'ignore', 'inherit'],
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
    },
  );
  let lines = 0;
  child.stdout?.on('data', (chunk: Buffer) => {
    for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines += 1;
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
      if ((await fetch(`${base}/api/health`)).ok)
        return {
          base,
          stop,
          rssMb: () => residentMb(child.pid),
          cpuMs: () => cpuMs(child.pid),
          logLines: () => lines,
        };
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

/**
 * A process's CPU time (user and system, every thread) in ms, from /proc/<pid>/stat (in 1/100 s, Linux's USER_HZ):
 * what a request costs the server, which a machine busy with other work changes far less than it changes req/s.
 */
export function cpuMs(pid: number | undefined): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The fields after the command name (which may hold spaces), counted from field 3 (state).
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
