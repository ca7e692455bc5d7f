import { buildApp } from './app';
import { loadConfig } from './config';
import { demoWorld } from '@portal/domain/fixtures';

// Loads the configuration, listens, and shuts down cleanly on SIGINT/SIGTERM (server, then database).
const config = loadConfig();
const app = await buildApp(config);
const address = await app.listen({ port: config.port, host: config.host });

console.log(`\nCandidate Portal API listening at ${address}`);
console.log(`  API:  ${address}/api/v6/  (header X-Application-Security: ${config.securityHeaderValue})`);
console.log(`  Docs: ${address}/docs`);
if (config.webDistDir) console.log(`  Portal: ${address}/`);
if (config.exposeOutbox) console.log(`  Dev outbox (EXPOSE_OUTBOX=1, anyone can read it!): ${address}/__dev/outbox?to=<email or phone>`);
if (config.outboxToConsole) console.log('  Local mail and SMS are not sent: their links and codes are printed in this log ("written to the outbox").');
console.log(`  Demo login: ${demoWorld.candidate.user.userName} / ${demoWorld.password}\n`);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}
