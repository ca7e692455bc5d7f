import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite, TransactionAbortedError, messages, types } from '@electric-sql/pglite';
import type { QueryOptions } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/platform/database/client';
import { PGliteThreadClient } from '../src/platform/database/pglite-thread-client';

/**
 * PGlite in its own thread (issue #10) must answer exactly as PGlite on the main thread: the same
 * values of every type, the same errors with their Postgres fields, the same transactions (one
 * connection, held until COMMIT or ROLLBACK) and the same data folder.
 */
const schema = `
  CREATE TABLE sample (
    id serial PRIMARY KEY, name text UNIQUE, at timestamptz, day date, amount numeric(12, 2),
    big bigint, bytes bytea, document jsonb, flags boolean[], tags text[], created timestamp,
    CONSTRAINT sample_amount_positive CHECK (amount >= 0)
  );
  INSERT INTO sample (name, at, day, amount, big, bytes, document, flags, tags, created) VALUES
    ('first', '2026-11-25T01:02:03.456Z', '2026-11-25', 1234.5, 9007199254740993, '\\x00ff10',
     '{"a": [1, "two", null], "b": {"c": true}}', '{true,false}', '{x,"y z"}', '2026-11-25 01:02:03.456789');
`;
// drizzle's PGlite driver keeps these types' text (its column mappers parse them).
const asText = (value: string) => value;
const drizzleOptions: QueryOptions = {
  rowMode: 'array',
  parsers: {
    [types.TIMESTAMP]: asText,
    [types.TIMESTAMPTZ]: asText,
    [types.DATE]: asText,
    [1231]: asText,
  },
};

let mainThread: PGlite;
let thread: PGliteThreadClient;

beforeAll(async () => {
  mainThread = new PGlite();
  thread = await PGliteThreadClient.start({ dataDir: undefined });
  await mainThread.exec(schema);
  await thread.exec(schema);
});
afterAll(async () => {
  await mainThread.close();
  await thread.close();
});

/** The error a call threw (fails the test when it did not throw). */
async function thrown(call: () => Promise<unknown>): Promise<Record<string, unknown> & Error> {
  try {
    await call();
  } catch (error) {
    return error as Record<string, unknown> & Error;
  }
  throw new Error('expected the call to throw');
}

describe('PGlite in a thread of its own', () => {
  it('returns every type as PGlite does, with and without the caller’s column parsers', async () => {
    const select = 'SELECT * FROM sample';
    const [expected, received] = [await mainThread.query(select), await thread.query(select)];
    expect(received).toEqual(expected);
    const row = received.rows[0] as Record<string, unknown>;
    expect(row.at).toBeInstanceOf(Date);
    expect(row.big).toBe(9007199254740993n);
    expect(row.bytes).toBeInstanceOf(Uint8Array);
    expect(row.document).toEqual({ a: [1, 'two', null], b: { c: true } });
    const [arraysExpected, arraysReceived] = [
      await mainThread.query(select, [], drizzleOptions),
      await thread.query(select, [], drizzleOptions),
    ];
    expect(arraysReceived).toEqual(arraysExpected);
    expect((arraysReceived.rows[0] as unknown[])[2]).toBe('2026-11-25 01:02:03.456+00');
    // A parser is called with the text and the type, on non-null values only.
    const seen: Array<[string, number]> = [];
    const counting: QueryOptions = {
      parsers: {
        [types.INT4]: (text: string, type?: number) => (seen.push([text, type ?? -1]), `#${text}`),
      } as QueryOptions['parsers'],
    };
    const withNull = 'SELECT 7::int4 AS n, NULL::int4 AS m';
    expect((await thread.query(withNull, [], counting)).rows).toEqual([{ n: '#7', m: null }]);
    expect(seen).toEqual([['7', types.INT4]]);
  });

  it('sends parameters of every type as PGlite does', async () => {
    const select =
      'SELECT $1::timestamptz AS at, $2::bytea AS bytes, $3::jsonb AS document, $4::bigint AS big, $5::text[] AS tags, $6::int AS missing';
    const parameters = [
      new Date('2026-01-02T03:04:05.678Z'),
      Buffer.from([1, 2, 255]),
      { nested: ['a', 1] },
      12345678901234567n,
      ['p', 'q r'],
      null,
    ];
    expect(await thread.query(select, parameters)).toEqual(
      await mainThread.query(select, parameters),
    );
  });

  it('gives PGlite’s errors with their Postgres fields and the statement that failed', async () => {
    const insert = 'INSERT INTO sample (name, amount) VALUES ($1, $2)';
    for (const [parameters, code, constraint] of [
      [['first', 1], '23505', 'sample_name_key'],
      [['negative', -1], '23514', 'sample_amount_positive'],
    ] as const) {
      const expected = await thrown(() => mainThread.query(insert, [...parameters]));
      const received = await thrown(() => thread.query(insert, [...parameters]));
      expect(received).toBeInstanceOf(messages.DatabaseError);
      expect(received.code).toBe(code);
      expect(received.constraint).toBe(constraint);
      expect({ ...received }).toEqual({ ...expected });
      expect(received.message).toBe(expected.message);
      expect(received.params).toEqual([...parameters]);
    }
    const syntax = await thrown(() => thread.exec('SELEC 1'));
    expect(syntax.code).toBe('42601');
    expect(syntax.query).toBe('SELEC 1');
  });

  it('holds the one connection for a transaction until it ends: other statements wait', async () => {
    const order: string[] = [];
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const transaction = thread.transaction(async (tx) => {
      await tx.query("INSERT INTO sample (name) VALUES ('in transaction')");
      order.push('inserted');
      await released;
      const { rows } = await tx.query<{ count: number }>(
        "SELECT count(*)::int AS count FROM sample WHERE name = 'in transaction'",
      );
      order.push(`transaction sees ${rows[0]?.count}`);
      return 'done';
    });
    while (!order.includes('inserted')) await new Promise((resolve) => setTimeout(resolve, 5));
    const outside = thread
      .query<{ count: number }>(
        "SELECT count(*)::int AS count FROM sample WHERE name = 'in transaction'",
      )
      .then(({ rows }) => {
        order.push(`outside sees ${rows[0]?.count}`);
      });
    await new Promise((resolve) => setTimeout(resolve, 50));
    order.push('released');
    release();
    expect(await transaction).toBe('done');
    await outside;
    expect(order).toEqual(['inserted', 'released', 'transaction sees 1', 'outside sees 1']);
  });

  it('rolls back when the callback throws or calls rollback, and reports a COMMIT that rolled back', async () => {
    const count = async () =>
      (
        await thread.query<{ count: number }>(
          "SELECT count(*)::int AS count FROM sample WHERE name LIKE 'rolled%'",
        )
      ).rows[0]?.count;
    const failure = await thrown(() =>
      thread.transaction(async (tx) => {
        await tx.query("INSERT INTO sample (name) VALUES ('rolled 1')");
        throw new Error('the caller gave up');
      }),
    );
    expect(failure.message).toBe('the caller gave up');
    await thread.transaction(async (tx) => {
      await tx.query("INSERT INTO sample (name) VALUES ('rolled 2')");
      await tx.rollback();
      expect(tx.closed).toBe(true);
      await expect(tx.query('SELECT 1')).rejects.toThrow('Transaction is closed');
    });
    expect(await count()).toBe(0);
    // A failed statement the callback caught leaves the transaction aborted: COMMIT rolls back.
    const aborted = await thrown(() =>
      thread.transaction(async (tx) => {
        await tx.query("INSERT INTO sample (name) VALUES ('rolled 3')");
        await tx.query("INSERT INTO sample (name) VALUES ('first')").catch(() => {});
      }),
    );
    expect(aborted).toBeInstanceOf(TransactionAbortedError);
    expect(aborted.code).toBe('25P02');
    expect(await count()).toBe(0);
  });

  it('runs drizzle’s migrations, savepoints and statements through openDatabase', async () => {
    const handle = await openDatabase({ kind: 'pglite', dataDir: undefined, thread: 'worker' });
    try {
      const { rows } = (await handle.db.execute(
        sql`SELECT count(*)::int AS migrations FROM drizzle.__drizzle_migrations`,
      )) as unknown as {
        rows: Array<{ migrations: number }>;
      };
      expect(rows[0]?.migrations).toBeGreaterThan(0);
      const nested = await handle.db.transaction(async (tx) => {
        await tx.execute(sql`CREATE TEMP TABLE scratch (n int)`);
        await tx.execute(sql`INSERT INTO scratch VALUES (1)`);
        await tx
          .transaction(async (inner) => {
            await inner.execute(sql`INSERT INTO scratch VALUES (2)`);
            inner.rollback();
          })
          .catch(() => {});
        return (
          (await tx.execute(sql`SELECT n FROM scratch ORDER BY n`)) as unknown as {
            rows: unknown[];
          }
        ).rows;
      });
      expect(nested).toEqual([{ n: 1 }]);
    } finally {
      await handle.close();
    }
  });

  it('dumps a database another thread client starts from', async () => {
    const dump = await thread.dumpDataDir('none');
    const copy = await PGliteThreadClient.start({ dataDir: undefined, loadDataDir: dump });
    try {
      expect((await copy.query('SELECT name FROM sample WHERE id = 1')).rows).toEqual([
        { name: 'first' },
      ]);
    } finally {
      await copy.close();
    }
  });

  it('keeps a data folder as PGlite does: a committed write survives kill -9 of the process', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'portal-pglite-thread-'));
    try {
      // A child process writes through the thread client, says so, then waits to be killed.
      const script = `
        const { PGliteThreadClient } = await import(${JSON.stringify(new URL('../src/platform/database/pglite-thread-client.ts', import.meta.url).href)});
        const client = await PGliteThreadClient.start({ dataDir: ${JSON.stringify(join(dataDir, 'pglite'))} });
        await client.exec('CREATE TABLE kept (n int)');
        await client.query('INSERT INTO kept VALUES ($1)', [42]);
        await client.transaction(async (tx) => { await tx.query('INSERT INTO kept VALUES (43)'); });
        process.stdout.write('written\\n');
        setInterval(() => {}, 1000);
      `;
      await writeFile(join(dataDir, 'writer.mts'), script);
      const child = spawn(process.execPath, ['--import', 'tsx', join(dataDir, 'writer.mts')], {
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => {
          if (chunk.toString().includes('written')) resolve();
        });
        child.once('exit', (code) =>
          reject(new Error(`the writer exited (${code}) before writing`)),
        );
      });
      child.kill('SIGKILL');
      await new Promise((resolve) => child.once('exit', resolve));
      const reopened = await PGliteThreadClient.start({ dataDir: join(dataDir, 'pglite') });
      try {
        expect((await reopened.query('SELECT n FROM kept ORDER BY n')).rows).toEqual([
          { n: 42 },
          { n: 43 },
        ]);
      } finally {
        await reopened.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses calls once closed', async () => {
    const client = await PGliteThreadClient.start({ dataDir: undefined });
    await client.close();
    await expect(client.query('SELECT 1')).rejects.toThrow('closed');
  });
});
