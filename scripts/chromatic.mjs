#!/usr/bin/env node
// `npm run chromatic`: uploads the built Storybook (packages/ui/storybook-static) to Chromatic for
// cloud visual review. Options live in chromatic.config.json at the root.
//
// Without CHROMATIC_PROJECT_TOKEN it explains itself and exits 0 (local runs, forks, offline
// machines): the same stories are screenshot-compared locally by `npm test -w @portal/ui`.
// With a token it never hangs: it checks the Chromatic host is reachable first, and stops the CLI
// after CHROMATIC_TIMEOUT_MS (default 15 minutes).
import { spawn } from 'node:child_process';
import { lookup } from 'node:dns/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const buildDir = path.join(root, 'packages/ui/storybook-static');
const timeoutMs = Number(process.env.CHROMATIC_TIMEOUT_MS ?? 15 * 60 * 1000);

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log(
    [
      'chromatic: skipped, CHROMATIC_PROJECT_TOKEN is not set.',
      '  Chromatic is the cloud review of the Storybook; it needs a project token and the network.',
      '  To upload: CHROMATIC_PROJECT_TOKEN=<token> npm run chromatic (CI: the chromatic workflow).',
      '  The same stories are screenshot-compared locally by: npm test -w @portal/ui',
    ].join('\n'),
  );
  process.exit(0);
}

/** Resolves the host within `ms`, so an offline machine fails fast instead of hanging. */
async function reachable(host, ms) {
  const timer = new Promise((resolve) => setTimeout(() => resolve(false), ms).unref());
  const check = lookup(host).then(
    () => true,
    () => false,
  );
  return Promise.race([check, timer]);
}

if (!(await reachable('index.chromatic.com', 5000))) {
  console.error(
    'chromatic: index.chromatic.com cannot be reached (no network?). Nothing was uploaded.',
  );
  process.exit(1);
}

/** Runs a command with inherited output, killed after `ms`; resolves with its exit code. */
function run(command, args, ms) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: process.env });
    const timer = setTimeout(() => {
      console.error(
        `chromatic: "${command} ${args.join(' ')}" took longer than ${ms} ms, stopping it.`,
      );
      child.kill('SIGTERM');
    }, ms);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      resolve(code ?? (signal ? 1 : 0));
    });
    child.on('error', (error) => {
      clearTimeout(timer);
      console.error(`chromatic: could not start ${command}: ${error.message}`);
      resolve(1);
    });
  });
}

if (!existsSync(path.join(buildDir, 'index.html'))) {
  const built = await run('npm', ['run', 'build-storybook'], timeoutMs);
  if (built !== 0) process.exit(built);
}

// The chromatic CLI is a devDependency of @portal/ui (installed at the root node_modules).
const code = await run(
  'npx',
  [
    '--no-install',
    'chromatic',
    '--config-file',
    path.join(root, 'chromatic.config.json'),
    '--storybook-build-dir',
    buildDir,
  ],
  timeoutMs,
);
process.exit(code);
