#!/usr/bin/env node
// `npm start`: installs what is missing, builds the portal, and starts the API server on its
// embedded database (PGlite, seeded with demo data) serving the built portal from the same origin.
// The server prints the URL to open and the demo login.
import { join } from 'node:path';
import { ensureInstalled, root, run, step } from './lib.mjs';

await ensureInstalled();

step('Building the portal (apps/web)');
const built = await run('npx', ['turbo', 'run', 'build', '--filter=@portal/web', '--output-logs=errors-only']);
if (built !== 0) {
  console.error('The portal did not build; see the output above.');
  process.exit(built);
}

step('Starting the API server with the portal (Ctrl+C to stop)');
const code = await run('npm', ['run', 'start', '-w', '@portal/server'], {
  // A person reads this console: pino-pretty lines (LOG_FORMAT=json gives the production format).
  env: { WEB_DIST_DIR: process.env.WEB_DIST_DIR ?? join(root, 'apps/web/dist'), LOG_FORMAT: process.env.LOG_FORMAT ?? 'pretty' },
});
process.exit(code);
