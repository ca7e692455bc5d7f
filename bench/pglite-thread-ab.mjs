#!/usr/bin/env node
// PGlite in a thread of its own (PGLITE_THREAD=worker) against PGlite on the event loop (main),
// side by side in one process: two servers of this checkout, each on its own fresh PGlite folder
// with the demo world, answer /health, the user-info call and a notifications page in alternating
// batches (autocannon in a process of its own, bench/load-generator.mjs, the same for both). For
// each batch: req/s, the ratio to the same server's /health of the same round (the issue #10
// budget: >= 0.10 on PGlite), and the CPU time per request of the whole process (every thread) and
// of the main thread alone (/proc/self/task/<pid>/stat; Linux). CPU per request moves far less
// with the machine's load than req/s does; the load average is recorded.
//
//   node bench/pglite-thread-ab.mjs   (BENCH_ROUNDS=3, BENCH_DURATION=5 s per batch, BENCH_CONNECTIONS=50)
//
// Writes bench/results/pglite-thread-ab.json and prints a table (medians over the rounds).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildBenchApp, latencyFigures, loadFor, loginDemoCandidate } from './server-bench.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const durationSeconds = Number(process.env.BENCH_DURATION ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const loadAverageAtStart = loadavg().map((value) => Number(value.toFixed(2)));

/** CPU milliseconds of the main thread so far (utime + stime of its task, in clock ticks of 10 ms). */
function mainThreadCpuMs() {
  const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
const processCpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

async function start(thread) {
  const dataDir = mkdtempSync(join(tmpdir(), `portal-thread-${thread}-`));
  const app = await buildBenchApp(
    { kind: 'pglite', dataDir: join(dataDir, 'pglite'), thread },
    dataDir,
  );
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const authorised = await loginDemoCandidate(base);
  const routes = [
    { route: 'GET /health', url: `${base}/health`, headers: {} },
    {
      route: 'GET AccountService/GetLoggedInUserInfo',
      url: `${base}/api/v6/AccountService/GetLoggedInUserInfo?AppVersionCode=1&Platform=1`,
      headers: authorised,
    },
    {
      route: 'GET CandidateNotificationService/GetNotifications (10)',
      url: `${base}/api/v6/CandidateNotificationService/GetNotifications?filter=1&lessThanCandidateNotificationId=0&pageSize=10`,
      headers: authorised,
    },
  ];
  for (const { url, headers } of routes) {
    const check = await fetch(url, { headers });
    if (check.status !== 200) throw new Error(`${thread}: ${url} answered ${check.status}`);
  }
  return { thread, app, dataDir, routes };
}

const servers = [];
for (const thread of ['main', 'worker']) servers.push(await start(thread));
const samples = [];
try {
  for (let round = 1; round <= rounds; round += 1) {
    // Alternate which server goes first, so neither always meets the machine in the same state.
    const order = round % 2 ? servers : [...servers].reverse();
    for (const server of order) {
      let healthRate;
      for (const { route, url, headers } of server.routes) {
        const [cpuBefore, mainBefore] = [processCpuMs(), mainThreadCpuMs()];
        const result = await loadFor(url, headers, { durationSeconds, connections });
        const [cpu, main] = [processCpuMs() - cpuBefore, mainThreadCpuMs() - mainBefore];
        const figures = latencyFigures(result);
        if (route === 'GET /health') healthRate = figures.requestsPerSecond;
        samples.push({
          thread: server.thread,
          route,
          round,
          ...figures,
          ratioToHealth: Number((figures.requestsPerSecond / healthRate).toFixed(3)),
          cpuMsPerRequest: Number((cpu / result.requests.total).toFixed(3)),
          mainThreadCpuMsPerRequest: Number((main / result.requests.total).toFixed(3)),
          loadAverage: Number(loadavg()[0].toFixed(2)),
        });
        const last = samples.at(-1);
        console.log(
          `round ${round} ${server.thread.padEnd(6)} ${route.padEnd(56)} ${String(last.requestsPerSecond).padStart(6)} req/s  ratio ${last.ratioToHealth}  cpu ${last.cpuMsPerRequest} ms/req (main thread ${last.mainThreadCpuMsPerRequest})  errors ${last.errors} non2xx ${last.non2xx}`,
        );
      }
    }
  }
} finally {
  for (const server of servers) {
    await server.app.close();
    rmSync(server.dataDir, { recursive: true, force: true });
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const results = [];
for (const route of servers[0].routes.map((entry) => entry.route)) {
  const row = { route };
  for (const thread of ['main', 'worker']) {
    const mine = samples.filter((sample) => sample.route === route && sample.thread === thread);
    row[thread] = {
      requestsPerSecond: median(mine.map((sample) => sample.requestsPerSecond)),
      ratioToHealth: median(mine.map((sample) => sample.ratioToHealth)),
      cpuMsPerRequest: median(mine.map((sample) => sample.cpuMsPerRequest)),
      mainThreadCpuMsPerRequest: median(mine.map((sample) => sample.mainThreadCpuMsPerRequest)),
      p99Ms: median(mine.map((sample) => sample.p99Ms)),
      errors: mine.reduce((sum, sample) => sum + sample.errors + sample.non2xx, 0),
    };
  }
  results.push(row);
}
const loadAverageAtEnd = loadavg().map((value) => Number(value.toFixed(2)));
console.log(
  `\nmedians of ${rounds} rounds, ${durationSeconds} s per batch, ${connections} connections, ${cpus().length} cores, load average ${loadAverageAtStart.join(' ')} at start, ${loadAverageAtEnd.join(' ')} at end\n`,
);
console.log(
  '| route | main: req/s | ratio | CPU ms/req (main thread) | worker: req/s | ratio | CPU ms/req (main thread) |',
);
console.log('|---|---:|---:|---:|---:|---:|---:|');
for (const { route, main, worker } of results)
  console.log(
    `| ${route} | ${main.requestsPerSecond} | ${main.ratioToHealth} | ${main.cpuMsPerRequest} (${main.mainThreadCpuMsPerRequest}) | ${worker.requestsPerSecond} | ${worker.ratioToHealth} | ${worker.cpuMsPerRequest} (${worker.mainThreadCpuMsPerRequest}) |`,
  );
mkdirSync(join(here, 'results'), { recursive: true });
writeFileSync(
  join(here, 'results', 'pglite-thread-ab.json'),
  `${JSON.stringify({ measuredAt: new Date().toISOString(), rounds, durationSeconds, connections, cores: cpus().length, loadAverageAtStart, loadAverageAtEnd, node: process.version, results, samples }, null, 2)}\n`,
);
