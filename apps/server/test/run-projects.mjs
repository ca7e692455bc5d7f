// `npm test -w @portal/server`: the suite's projects (vitest.config.ts: pglite, and postgres when
// DATABASE_URL is set) as two vitest processes side by side instead of one after the other. Each
// project still runs its files one at a time on databases of its own; they share nothing but the
// machine. One project alone spends about half its time waiting (PostgreSQL creating and dropping
// databases, sockets), so the two overlap well on 2 cores. The pglite output streams; the postgres
// output is kept and printed after it, in one piece. Exits non-zero when either run fails.
// Extra arguments go to both runs (e.g. a test file).
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = join(serverDir, '../../.test-results');
const projects = ['pglite', ...(process.env.DATABASE_URL ? ['postgres'] : [])];

function runProject(project, streamed) {
  const started = Date.now();
  return new Promise((resolve) => {
    let output = '';
    const child = spawn(
      'npx',
      [
        'vitest', 'run', '--project', project,
        '--reporter=default', '--reporter=json',
        `--outputFile.json=${join(resultsDir, `server-${project}.json`)}`,
        ...process.argv.slice(2),
      ],
      { cwd: serverDir, stdio: ['ignore', streamed ? 'inherit' : 'pipe', streamed ? 'inherit' : 'pipe'] },
    );
    if (!streamed) {
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
    }
    const done = (code) => resolve({ project, code, output, seconds: (Date.now() - started) / 1000 });
    child.on('close', (code, signal) => done(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      output += `Could not run vitest: ${error.message}\n`;
      done(1);
    });
  });
}

const results = await Promise.all(projects.map((project, index) => runProject(project, index === 0)));
for (const { project, code, output, seconds } of results) {
  if (output) {
    console.log(`\n── server tests, project ${project} (ran beside the others) ──`);
    process.stdout.write(output);
  }
  console.log(`${code === 0 ? '✔' : '✘'} server tests, project ${project} (${seconds.toFixed(1)} s)`);
}
process.exit(results.some(({ code }) => code !== 0) ? 1 : 0);
