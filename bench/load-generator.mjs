// The load generator of the server benches, in a process of its own: autocannon sharing the
// server's event loop (as it did when it ran in the bench's process) adds its own work to every
// request's latency and takes CPU from the server it measures. bench/server-bench.mjs forks this
// file per run; it receives autocannon's options over IPC and sends back autocannon's result.
import autocannon from 'autocannon';

process.once('message', (options) => {
  autocannon(options, (error, result) => {
    process.send(error ? { error: error.message } : { result }, () => process.exit(0));
  });
});
