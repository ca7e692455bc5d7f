// Shared helpers for the two commands of a fresh clone (npm start, npm test): they install what is
// missing, so a machine with nothing but Node and npm can run the portal and its tests.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export const baseEnv = {
  ...process.env,
  TURBO_TELEMETRY_DISABLED: '1',
  STORYBOOK_DISABLE_TELEMETRY: '1',
  NEXT_TELEMETRY_DISABLED: '1',
  DO_NOT_TRACK: '1',
};

/** Prints a step heading the way both commands do. */
export function step(message) {
  console.log(`\n\u001b[1m▶ ${message}\u001b[0m`);
}

/** Runs a command with inherited output; resolves to its exit code. */
export function run(command, args, { env, ...options } = {}) {
  return new Promise((resolve) => {
    // The extra variables are added to the inherited environment (PATH included), never replace it.
    const child = spawn(command, args, {
      cwd: root,
      stdio: 'inherit',
      ...options,
      env: { ...baseEnv, ...env },
      shell: false,
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      console.error(`Could not run ${command}: ${error.message}`);
      resolve(1);
    });
  });
}

/** npm ci when node_modules is missing or older than the lockfile; nothing when it is current. */
export async function ensureInstalled() {
  const marker = join(root, 'node_modules', '.package-lock.json');
  const lock = join(root, 'package-lock.json');
  const current =
    existsSync(marker) && existsSync(lock) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs;
  if (current) return;
  step('Installing dependencies (npm ci)');
  const code = await run('npm', ['ci', '--no-audit', '--no-fund']);
  if (code !== 0) {
    console.error('npm ci failed; see the output above.');
    process.exit(code);
  }
}

export const chromiumPath = () => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Browser tests use Debian's Chromium (nothing may download a browser of its own). As root on
 * Debian it is installed with apt-get; elsewhere we say how to get it.
 */
export function ensureChromium() {
  const path = chromiumPath();
  if (existsSync(path)) return true;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (isRoot && hasApt) {
    step('Installing Debian Chromium for the browser tests (apt-get install chromium)');
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    const install =
      update.status === 0 &&
      spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      }).status === 0;
    if (install && existsSync(path)) return true;
  }
  console.error(
    `\nThe browser tests need Chromium at ${path}.\n` +
      '  On Debian/Ubuntu: sudo apt-get install -y chromium\n' +
      '  Elsewhere: install Chromium or Chrome and set CHROMIUM_PATH to its executable.\n',
  );
  return false;
}
