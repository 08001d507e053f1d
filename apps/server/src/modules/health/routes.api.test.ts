import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app.ts';

describe('GET /api/health', () => {
  it('reports ok with the database up', async () => {
    const t = await createTestApp();
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        success: true,
        message: 'Server is healthy',
        data: { status: 'ok', db: 'up' },
      });
    } finally {
      await t.close();
    }
  });

  it('answers 503 when the database is down', async () => {
    const t = await createTestApp();
    await t.database.close();
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        success: false,
        message: 'Database is unavailable',
        data: { status: 'error', db: 'down' },
      });
    } finally {
      await t.app.close();
    }
  });
});

describe('GET /api/health/live and /api/health/ready', () => {
  const get = (t: Awaited<ReturnType<typeof createTestApp>>, url: string) =>
    t.app.inject({ method: 'GET', url });

  it('is live and ready with the database up and migrated; not ready once draining, still live', async () => {
    const t = await createTestApp();
    try {
      expect((await get(t, '/api/health/live')).json()).toEqual({
        success: true,
        message: 'Server is running',
        data: { status: 'ok' },
      });
      const ready = await get(t, '/api/health/ready');
      expect(ready.statusCode).toBe(200);
      expect(ready.json().data).toEqual({ status: 'ok', db: 'up', migrations: 'done', draining: false });
      // What server.ts does on SIGTERM: a balancer polling readiness stops sending traffic.
      t.app.lifecycle.draining = true;
      const draining = await get(t, '/api/health/ready');
      expect(draining.statusCode).toBe(503);
      expect(draining.json()).toEqual({
        success: false,
        message: 'Server is shutting down',
        data: { status: 'error', db: 'up', migrations: 'done', draining: true },
      });
      expect((await get(t, '/api/health/live')).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('is not ready while a migration is missing', async () => {
    const t = await createTestApp();
    try {
      await t.db.execute(
        sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)`,
      );
      const response = await get(t, '/api/health/ready');
      expect(response.statusCode).toBe(503);
      expect(response.json().message).toBe('Database migrations are pending');
      expect(response.json().data.migrations).toBe('pending');
    } finally {
      await t.close();
    }
  });

  it('is live but not ready when the database is down', async () => {
    const t = await createTestApp();
    await t.database.close();
    try {
      expect((await get(t, '/api/health/live')).statusCode).toBe(200);
      const response = await get(t, '/api/health/ready');
      expect(response.statusCode).toBe(503);
      expect(response.json().data).toEqual({
        status: 'error',
        db: 'down',
        migrations: 'unknown',
        draining: false,
      });
    } finally {
      await t.app.close();
    }
  });
});
