// The load generator of the server benches, in a process of its own: autocannon sharing the
// server's event loop (as it did when it ran in the bench's process) adds its own work to every
// request's latency and takes CPU from the server it measures. bench/server-bench.mjs forks this
// file per run; it receives autocannon's options over IPC and sends back autocannon's result.
// Options are plain data; request functions (a body per request) are built here: `requestsFrom:
// { module, name, data }` sets autocannon's `requests` to what `module`'s export `name` returns
// for `data` (tests-clients.mjs's saveAnswerRequests, for one).
import autocannon from 'autocannon';

process.once('message', async ({ requestsFrom, ...options }) => {
  const requests = requestsFrom
    ? (await import(requestsFrom.module))[requestsFrom.name](requestsFrom.data)
    : undefined;
  autocannon({ ...options, ...(requests ? { requests } : {}) }, (error, result) => {
    process.send(error ? { error: error.message } : { result }, () => process.exit(0));
  });
});
