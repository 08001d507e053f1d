import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';

// The built index.html as the web app's (apps/web/index.html): the early taps' file loaded in the head.
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'carshop-early-taps-'));
const webDistDir = path.join(root, 'dist');
const INDEX =
  '<!doctype html><html><head><script src="/early-taps.js" async></script></head><body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body></html>';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  fs.mkdirSync(path.join(webDistDir, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(webDistDir, 'index.html'), INDEX);
  t = await createTestApp({ webDistDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const get = (url: string) =>
  t.app.inject({ method: 'GET', url, headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });

const scriptSrc = (csp: string) => /(?:^|;)script-src ([^;]*)/.exec(csp)?.[1] ?? '';

describe('the early taps (ADR 051)', () => {
  it('run inline in every page, before anything can be tapped, allowed by their hash and nothing else', async () => {
    const page = await get('/dashboard');
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('src="/early-taps.js"');
    const inline = [...page.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
    expect(inline).toHaveLength(1);
    expect(inline[0]).toContain('window.__takeEarlyTaps');
    expect(page.body.indexOf('<script>')).toBeLessThan(page.body.indexOf('<body>'));

    const hash = createHash('sha256').update(inline[0]!).digest('base64');
    const allowed = scriptSrc(String(page.headers['content-security-policy']));
    expect(allowed.split(' ')).toEqual(["'self'", `'sha256-${hash}'`]);
    expect(allowed).not.toContain('unsafe-inline');
  });

  it('are allowed in pages only: other answers keep script-src to our own files', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(scriptSrc(String(answer.headers['content-security-policy']))).toBe("'self'");
  });
});
