import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Counts the SQL statements run inside a scope (one HTTP request, in tests): the database layer
 * calls `noteStatement` for each statement it sends, and only work started inside `countStatements`
 * is counted, so housekeeping or another request running at the same time never adds to it.
 */
const scope = new AsyncLocalStorage<{ statements: number }>();

export function countStatements<T>(counter: { statements: number }, run: () => T): T {
  return scope.run(counter, run);
}

export function noteStatement(): void {
  const counter = scope.getStore();
  if (counter) counter.statements += 1;
}
