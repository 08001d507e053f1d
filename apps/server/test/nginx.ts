import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** nginx as Debian installs it, or undefined when the machine has none. */
export const nginxBinary = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => fs.existsSync(file));

/** Ports this process has handed out: each is bound a moment later, by someone else. */
const handedOut = new Set<number>();

/**
 * A loopback port free now, for a process told to bind it a moment later (nginx, a server given its PORT). Chosen
 * at random BELOW the kernel's ephemeral range (`ip_local_port_range`): a port that `listen(0)` picks lies inside
 * that range, where any outgoing connection (a server's pool opening to PostgreSQL) may take it before its process
 * binds it, which a CI run met ("Port 33519 is already in use"). Below the range no connection is ever given it.
 */
export async function freePort(): Promise<number> {
  const low = 10_000;
  const high = ephemeralStart() - 1;
  for (let attempt = 0; high > low && attempt < 100; attempt++) {
    const port = low + Math.floor(Math.random() * (high - low));
    if (handedOut.has(port) || !(await canBind(port))) continue;
    handedOut.add(port);
    return port;
  }
  throw new Error(`No free loopback port between ${low} and ${high}`);
}

function ephemeralStart(): number {
  try {
    const first = Number(
      fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0],
    );
    return Number.isInteger(first) && first > 1024 ? first : 32_768;
  } catch {
    return 32_768; // Linux's default; elsewhere the range starts higher still (49152)
  }
}

function canBind(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/**
 * nginx in front of the app servers on `ports`, running deploy/nginx.conf as shipped (its upstream given these
 * ports, its listen `port` or a free loopback port) inside a minimal nginx.conf of its own under `dir`. Resolves once it
 * answers; `stop` ends it.
 */
export async function startNginx(dir: string, ports: number[], port?: number) {
  if (!nginxBinary) throw new Error('nginx is not installed (apt-get install nginx-light)');
  port ??= await freePort();
  const shipped = fs.readFileSync(path.join(repoRoot, 'deploy/nginx.conf'), 'utf8');
  const upstream = /^\s*server 127\.0\.0\.1:3001 (.*)\n\s*server 127\.0\.0\.1:3002 .*\n/m.exec(shipped);
  if (!upstream)
    throw new Error('deploy/nginx.conf: no upstream servers 127.0.0.1:3001 and :3002 to replace');
  const servers = ports.map((p) => `    server 127.0.0.1:${p} ${upstream[1]}\n`).join('');
  const site = shipped
    .replace(upstream[0], `\n${servers}`)
    .replace('listen 80;', `listen 127.0.0.1:${port};`);
  fs.mkdirSync(dir, { recursive: true, mode: 0o755 });
  fs.writeFileSync(path.join(dir, 'carshop.conf'), site);
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      // As root (CI), the workers would run as nobody, who cannot use this folder.
      ...(process.getuid?.() === 0 ? ['user root;'] : []),
      'worker_processes 1;',
      `error_log ${dir}/error.log warn;`,
      `pid ${dir}/nginx.pid;`,
      'events { worker_connections 4096; }',
      'http {',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (kind) => `  ${kind}_temp_path ${dir}/${kind};`,
      ),
      `  include ${dir}/carshop.conf;`,
      '}',
    ].join('\n'),
  );
  const child: ChildProcess = spawn(
    nginxBinary,
    ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'],
    {
      stdio: 'ignore',
    },
  );
  const url = `http://127.0.0.1:${port}`;
  for (let waited = 0; ; waited += 50) {
    const up = await fetch(`${url}/api/health/live`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (waited > 10_000) {
      child.kill('SIGKILL');
      throw new Error(`nginx did not start: ${fs.readFileSync(path.join(dir, 'error.log'), 'utf8')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    site,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
