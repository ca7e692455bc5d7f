import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { TransactionAbortedError, messages } from '@electric-sql/pglite';
import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';

/**
 * PGlite in a thread of its own (pglite-worker.mjs owns the instance), behind the part of PGlite's
 * interface this server uses: what drizzle's PGlite driver calls (`query` with its row mode and
 * column parsers, `exec`, interactive `transaction`), `dumpDataDir` (the tests' template) and
 * `close`. Postgres compiled to WASM runs every statement synchronously; on the main thread it
 * stopped HTTP parsing, token checks and JSON for as long as each statement ran (issue #10).
 *
 * What PGlite guarantees still holds because the worker calls PGlite itself: one connection, a
 * transaction holds it until COMMIT or ROLLBACK while every other statement waits (PGlite's own
 * mutex, in the worker), the data folder is synced as PGlite syncs it, and its errors come back as
 * the same classes with the same Postgres fields (code, constraint, detail...). Values cross the
 * thread boundary by structured clone, which keeps every type PGlite's parsers return (Date,
 * bigint, Uint8Array, JSON values, arrays); column parsers a caller passes (functions, which
 * cannot cross) run here on the text the worker returns for those types.
 */
export class PGliteThreadClient {
  readonly #worker: Worker;
  readonly #pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: unknown) => void }
  >();
  #nextCallId = 1;
  #failure: Error | undefined;
  #closed = false;

  private constructor(worker: Worker) {
    this.#worker = worker;
    worker.on('message', (message: WorkerAnswer) => this.#settle(message));
    worker.on('error', (error) => this.#fail(error));
    worker.on('exit', (code) => this.#fail(new Error(`the database thread exited (${code})`)));
    // The worker keeps the process alive only while a call waits for it (as PGlite on the main
    // thread never kept it alive by itself).
    worker.unref();
  }

  /** Starts the database thread on `dataDir` (undefined: in memory, optionally from a dump). */
  static async start(options: {
    readonly dataDir: string | undefined;
    readonly loadDataDir?: Blob;
  }): Promise<PGliteThreadClient> {
    const loadDataDir = options.loadDataDir ? await options.loadDataDir.arrayBuffer() : undefined;
    const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
      workerData: { dataDir: options.dataDir, loadDataDir, ...(await compiledWasm()) },
      transferList: loadDataDir ? [loadDataDir] : [],
    });
    let onMessage!: (answer: WorkerAnswer) => void;
    let onError!: (error: Error) => void;
    let onExit!: (code: number) => void;
    const ready = await new Promise<WorkerAnswer>((resolve, reject) => {
      onMessage = resolve;
      onError = reject;
      onExit = (code) =>
        reject(new Error(`the database thread exited (${code}) before it was ready`));
      worker.once('message', onMessage).once('error', onError).once('exit', onExit);
    }).finally(() => worker.off('message', onMessage).off('error', onError).off('exit', onExit));
    if (!('ready' in ready) || !ready.ready) {
      await worker.terminate();
      throw errorFrom(
        'error' in ready && ready.error
          ? ready.error
          : {
              name: 'Error',
              message: 'the database thread failed to start',
              fields: {},
              kind: 'other',
            },
      );
    }
    return new PGliteThreadClient(worker);
  }

  get closed() {
    return this.#closed;
  }

  query<T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#query<T>(undefined, query, params, options);
  }

  exec(query: string, options?: QueryOptions): Promise<Array<Results>> {
    return this.#exec(undefined, query, options);
  }

  /** PGlite's interactive transaction: BEGIN, the callback's statements, then COMMIT (ROLLBACK if it throws). */
  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    const id = (await this.#call({ kind: 'begin' })) as number;
    let closed = false;
    const checkClosed = () => {
      if (closed) throw new Error('Transaction is closed');
    };
    const tx: Transaction = {
      query: async <R>(query: string, params?: unknown[], options?: QueryOptions) => {
        checkClosed();
        return await this.#query<R>(id, query, params, options);
      },
      sql: () =>
        Promise.reject(new Error('sql templates are not supported by the database thread client')),
      exec: async (query: string, options?: QueryOptions) => {
        checkClosed();
        return await this.#exec(id, query, options);
      },
      rollback: async () => {
        checkClosed();
        await this.#call({ kind: 'rollback', transaction: id });
        closed = true;
      },
      listen: () =>
        Promise.reject(new Error('LISTEN is not supported by the database thread client')),
      get closed() {
        return closed;
      },
    };
    try {
      const result = await callback(tx);
      closed = true;
      await this.#call({ kind: 'end', transaction: id, outcome: 'commit' });
      return result;
    } catch (error) {
      if (!closed) {
        closed = true;
        await this.#call({ kind: 'end', transaction: id, outcome: 'rollback' });
      }
      throw error;
    }
  }

  /** PGlite's dumpDataDir, made in the database thread. */
  async dumpDataDir(compression?: 'auto' | 'gzip' | 'none'): Promise<Blob> {
    const bytes = (await this.#call({ kind: 'dump', compression })) as ArrayBuffer;
    return new Blob([bytes]);
  }

  /** Closes PGlite (it flushes the data folder) and ends the thread. */
  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    try {
      await this.#call({ kind: 'close' });
    } finally {
      await this.#worker.terminate();
    }
  }

  async #query<T>(
    transaction: number | undefined,
    query: string,
    params: unknown[] | undefined,
    options: QueryOptions | undefined,
  ) {
    const result = (await this.#call(
      { kind: 'query', transaction, sql: query, params, options: forWorker(options) },
      query,
      params,
      options,
    )) as Results<T>;
    applyParsers(result as Results, options);
    return result;
  }

  async #exec(transaction: number | undefined, query: string, options: QueryOptions | undefined) {
    const results = (await this.#call(
      { kind: 'exec', transaction, sql: query, options: forWorker(options) },
      query,
      undefined,
      options,
    )) as Array<Results>;
    for (const result of results) applyParsers(result, options);
    return results;
  }

  #call(
    call: WorkerCallBody,
    query?: string,
    params?: unknown[],
    options?: QueryOptions,
  ): Promise<unknown> {
    if (this.#failure) return Promise.reject(this.#failure);
    if (this.#closed && call.kind !== 'close') return Promise.reject(new Error('PGlite is closed'));
    const id = this.#nextCallId++;
    return new Promise((resolve, reject) => {
      if (this.#pending.size === 0) this.#worker.ref();
      this.#pending.set(id, {
        resolve,
        reject: (error) => {
          // PGlite names the statement that failed on its errors (makePGliteError).
          if (query !== undefined && error instanceof messages.DatabaseError)
            Object.assign(error, { query, params, queryOptions: options });
          reject(error);
        },
      });
      try {
        this.#worker.postMessage({ ...call, id });
      } catch (error) {
        // A value structured clone cannot copy (a function, a class instance with private state).
        this.#take(id);
        reject(error);
      }
    });
  }

  #take(id: number) {
    const pending = this.#pending.get(id);
    this.#pending.delete(id);
    if (this.#pending.size === 0) this.#worker.unref();
    return pending;
  }

  #settle(answer: WorkerAnswer) {
    if (!('id' in answer)) return;
    const pending = this.#take(answer.id);
    if (!pending) return;
    if (answer.error) pending.reject(errorFrom(answer.error));
    else pending.resolve(answer.value);
  }

  #fail(error: Error) {
    if (this.#closed && this.#pending.size === 0) return;
    this.#failure ??= error;
    for (const id of [...this.#pending.keys()]) this.#take(id)?.reject(error);
  }

  /** drizzle's PGlite driver takes this where it takes a PGlite (it calls query and transaction only). */
  asPGlite(): PGlite {
    return this as unknown as PGlite;
  }
}

let compiling:
  | Promise<{ pgliteWasmModule: WebAssembly.Module; initdbWasmModule: WebAssembly.Module }>
  | undefined;

/**
 * PGlite's two WebAssembly modules, compiled once per process and handed to every database
 * thread: PGlite caches them per thread only, so each new thread (each test server) would compile
 * them again.
 */
function compiledWasm() {
  const resolve = createRequire(import.meta.url).resolve;
  const compile = async (name: string) =>
    await WebAssembly.compile(await readFile(resolve(`@electric-sql/pglite/${name}`)));
  compiling ??= Promise.all([compile('pglite.wasm'), compile('initdb.wasm')]).then(
    ([pgliteWasmModule, initdbWasmModule]) => ({ pgliteWasmModule, initdbWasmModule }),
  );
  return compiling;
}

type WorkerCallBody =
  | {
      kind: 'query';
      transaction: number | undefined;
      sql: string;
      params: unknown[] | undefined;
      options: WorkerQueryOptions | undefined;
    }
  | {
      kind: 'exec';
      transaction: number | undefined;
      sql: string;
      options: WorkerQueryOptions | undefined;
    }
  | { kind: 'begin' }
  | { kind: 'rollback'; transaction: number }
  | { kind: 'end'; transaction: number; outcome: 'commit' | 'rollback' }
  | { kind: 'dump'; compression: string | undefined }
  | { kind: 'close' };

interface WorkerQueryOptions {
  readonly rowMode?: 'array' | 'object';
  readonly paramTypes?: number[];
  /** Types whose columns come back as Postgres' text (a parser for them runs on this thread). */
  readonly textTypes?: number[];
}

interface WorkerError {
  readonly name: string;
  readonly message: string;
  readonly stack?: string;
  readonly kind: 'transaction-aborted' | 'database' | 'other';
  readonly fields: Record<string, unknown>;
}

type WorkerAnswer =
  { ready: boolean; error?: WorkerError } | { id: number; value?: unknown; error?: WorkerError };

/** The options the worker can honour; the ones holding functions it cannot receive are refused. */
function forWorker(options: QueryOptions | undefined): WorkerQueryOptions | undefined {
  if (!options) return undefined;
  if (options.serializers || options.blob || options.onNotice)
    throw new Error(
      'serializers, blob and onNotice are not supported by the database thread client',
    );
  return {
    ...(options.rowMode ? { rowMode: options.rowMode } : {}),
    ...(options.paramTypes ? { paramTypes: options.paramTypes } : {}),
    ...(options.parsers ? { textTypes: Object.keys(options.parsers).map(Number) } : {}),
  };
}

/** Runs the caller's column parsers on the text the worker kept for their types (as PGlite would: not on NULL). */
function applyParsers(result: Results, options: QueryOptions | undefined) {
  const parsers = options?.parsers;
  if (!parsers || result.rows.length === 0) return;
  const arrays = options.rowMode === 'array';
  // In object mode a repeated column name holds the last column's value (Object.fromEntries).
  const columns = new Map<string | number, number>();
  result.fields.forEach((field, index) => {
    if (arrays) columns.set(index, field.dataTypeID);
    else columns.set(field.name, field.dataTypeID);
  });
  for (const [key, type] of columns) {
    // PGlite calls a parser with the type as well (its Parser type names the text only).
    const parse = parsers[type] as ((text: string, type: number) => unknown) | undefined;
    if (!parse) continue;
    for (const row of result.rows as Array<Record<string | number, unknown>>) {
      const value = row[key];
      if (value !== null && value !== undefined) row[key] = parse(value as string, type);
    }
  }
}

/** The error PGlite threw in the worker, as the same class with the same fields. */
function errorFrom(described: WorkerError): Error {
  let error: Error;
  if (described.kind === 'transaction-aborted') error = new TransactionAbortedError();
  else if (described.kind === 'database')
    error = new messages.DatabaseError(
      described.message,
      Number(described.fields.length ?? 0),
      'error',
    );
  else error = new Error(described.message);
  Object.assign(error, described.fields);
  error.name = described.name;
  // This thread's stack (where the call was made), then the worker's (where PGlite threw).
  if (described.stack)
    error.stack = `${error.stack ?? ''}\n    --- in the database thread ---\n${described.stack}`;
  return error;
}
