import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w @portal/server` writes a new SQL migration into ./drizzle after a change
// to a module's tables (src/modules/<area>/<area>.tables.ts) or the platform's (the outbox). The
// server applies pending migrations on start (PGlite and PostgreSQL alike).
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/modules/*/*.tables.ts', './src/platform/*/*.tables.ts'],
  out: './drizzle',
});
