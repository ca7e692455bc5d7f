// The embedded database's own thread (node:worker_threads): it owns the one PGlite instance and
// runs what the main thread's client (pglite-thread-client.ts) asks, so Postgres' WASM work no
// longer shares the event loop that parses HTTP, checks tokens and writes JSON. Plain JavaScript:
// a worker is started by Node itself, outside tsx's and vitest's TypeScript loaders.
//
// Every call is PGlite's own (query, exec, transaction, dumpDataDir, close), so locking, syncing
// the data folder after each statement outside a transaction, and its errors are PGlite's. Calls
// are started as they arrive, never awaited one by one: a statement outside a transaction waits in
// PGlite's own transaction mutex while the transaction's next statements still come in.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, TransactionAbortedError, messages } from '@electric-sql/pglite';

/** A column parser PGlite applies to these types' text: none here, the main thread's own runs there. */
const asText = (value) => value;
/** Rejects a transaction's callback so that PGlite rolls it back (the main thread asked to). */
const rollbackRequested = Symbol('rollback requested');

const { dataDir, loadDataDir, pgliteWasmModule, initdbWasmModule } = workerData;
// The modules come compiled from the main thread (once per process, not once per thread).
const options = {
  pgliteWasmModule,
  initdbWasmModule,
  ...(loadDataDir ? { loadDataDir: new Blob([loadDataDir]) } : {}),
};
const database = dataDir ? new PGlite(dataDir, options) : new PGlite(options);

/** Open transactions by id: PGlite's transaction object and how to end its callback. */
const transactions = new Map();
let nextTransactionId = 1;

/** PGlite's query options, with the main thread's column parsers replaced by "keep the text". */
function queryOptions(options) {
  if (!options) return undefined;
  const { textTypes, ...rest } = options;
  if (!textTypes?.length) return rest;
  return { ...rest, parsers: Object.fromEntries(textTypes.map((type) => [type, asText])) };
}

/** PGlite's error (a DatabaseError with its Postgres fields), as plain data for the main thread. */
function describeError(error) {
  if (!(error instanceof Error))
    return { name: 'Error', message: String(error), fields: {}, kind: 'other' };
  const fields = {};
  for (const [key, value] of Object.entries(error)) {
    // queryOptions may hold functions; the main thread puts back the query, params and options it sent.
    if (key === 'queryOptions' || key === 'params' || typeof value === 'function') continue;
    fields[key] = value;
  }
  // By instance, not by constructor name: PGlite's bundle is minified.
  const kind =
    error instanceof TransactionAbortedError
      ? 'transaction-aborted'
      : error instanceof messages.DatabaseError
        ? 'database'
        : 'other';
  return { name: error.name, message: error.message, stack: error.stack, fields, kind };
}

const runner = (call) =>
  call.transaction === undefined ? database : transactions.get(call.transaction)?.tx;

async function answer(call) {
  switch (call.kind) {
    case 'query': {
      const target = runner(call);
      if (!target) throw new Error('Transaction is closed');
      return await target.query(call.sql, call.params, queryOptions(call.options));
    }
    case 'exec': {
      const target = runner(call);
      if (!target) throw new Error('Transaction is closed');
      return await target.exec(call.sql, queryOptions(call.options));
    }
    case 'begin': {
      const id = nextTransactionId++;
      return await new Promise((started, failed) => {
        const entry = {};
        entry.ended = new Promise((end) => (entry.end = end));
        entry.done = database.transaction(async (tx) => {
          entry.tx = tx;
          transactions.set(id, entry);
          started(id);
          if ((await entry.ended) === 'rollback') throw rollbackRequested;
        });
        // BEGIN itself failed: the callback never ran.
        entry.done.catch(failed);
      });
    }
    case 'rollback': {
      const entry = transactions.get(call.transaction);
      if (!entry) throw new Error('Transaction is closed');
      return await entry.tx.rollback();
    }
    case 'end': {
      const entry = transactions.get(call.transaction);
      if (!entry) throw new Error('Transaction is closed');
      transactions.delete(call.transaction);
      entry.end(call.outcome);
      try {
        await entry.done;
      } catch (error) {
        if (error !== rollbackRequested) throw error;
      }
      return undefined;
    }
    case 'dump': {
      const dump = await database.dumpDataDir(call.compression);
      return await dump.arrayBuffer();
    }
    case 'close': {
      await database.close();
      return undefined;
    }
    default:
      throw new Error(`unknown database call ${call.kind}`);
  }
}

parentPort.on('message', (call) => {
  answer(call).then(
    (value) => {
      const transfer = value instanceof ArrayBuffer ? [value] : [];
      parentPort.postMessage({ id: call.id, value }, transfer);
      if (call.kind === 'close') parentPort.close();
    },
    (error) => parentPort.postMessage({ id: call.id, error: describeError(error) }),
  );
});

database.waitReady.then(
  () => parentPort.postMessage({ ready: true }),
  (error) => parentPort.postMessage({ ready: false, error: describeError(error) }),
);
