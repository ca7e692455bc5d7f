import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w @portal/server` writes a new SQL migration into ./drizzle after a change
// to src/db/schema.ts. The server applies pending migrations on start (PGlite and PostgreSQL alike).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
