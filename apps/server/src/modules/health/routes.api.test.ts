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
