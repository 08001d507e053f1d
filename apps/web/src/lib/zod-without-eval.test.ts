import { expect, it } from 'vitest';

it("turns off Zod's eval before Zod loads, without importing it", async () => {
  await import('./zod-without-eval');
  const { z } = await import('zod');
  expect(z.config().jitless).toBe(true);
});
