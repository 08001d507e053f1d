import { defineConfig } from 'drizzle-kit';

// Run from apps/server: `npm run db:generate` (at the root or here).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
});
