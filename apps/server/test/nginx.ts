import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** nginx as Debian installs it, or undefined when the machine has none. */
export const nginxBinary = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => fs.existsSync(file));

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
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
