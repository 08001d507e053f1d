import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const serverEntry = path.resolve(import.meta.dirname, '../src/server.ts');
// The pinned Node 24 runs the server's TypeScript, whichever Node runs the tests.
const node = path.resolve(import.meta.dirname, '../../../node_modules/.bin/node');

export type ServerProcess = {
  child: ChildProcess;
  /** `http://127.0.0.1:<port>`: where a test reaches it, whatever interface it listens on. */
  url: string;
  /** The start-up line: `CarShop listening on http://...`. */
  banner: string;
  stdout: () => string;
  stderr: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

/**
 * Runs `node apps/server/src/server.ts` as a real process on `dataDir` (embedded database, port chosen by
 * the system) and resolves once it listens. `env` adds or overrides settings; HOST stays unset unless given.
 */
export function startServer(dataDir: string, env: Record<string, string> = {}, timeoutMs = 60_000) {
  const child = spawn(node, [serverEntry], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      PORT: '0',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    out += chunk;
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    err += chunk;
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return new Promise<ServerProcess>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`The server did not start within ${timeoutMs} ms.\nstdout: ${out}\nstderr: ${err}`));
    }, timeoutMs);
    const onData = () => {
      const banner = /CarShop listening on http:\/\/(?:\[[^\]]+\]|[^:\s]+):(\d+)[^\n]*/.exec(out);
      if (!banner?.[1]) return;
      clearTimeout(timer);
      child.stdout.off('data', onData);
      resolve({
        child,
        url: `http://127.0.0.1:${banner[1]}`,
        banner: banner[0],
        stdout: () => out,
        stderr: () => err,
        exited,
      });
    };
    child.stdout.on('data', onData);
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(
        new Error(`The server exited (${code ?? signal}) before listening.\nstdout: ${out}\nstderr: ${err}`),
      );
    });
  });
}
