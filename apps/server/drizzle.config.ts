import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Each module defines the tables it owns; the rate counters belong to the rate limits in lib/.
  schema: ['./src/modules/*/tables.ts', './src/lib/db/rate-counters.ts'],
  out: './drizzle',
});
