// For *.test.tsx only (never exported from the package): moves vitest's fake timers inside React's
// act(), so the renders the timers cause are flushed before the next assertion.
import { act } from 'react';
import { vi } from 'vitest';

type ActGlobal = typeof globalThis & { IS_REACT_ACT_ENVIRONMENT?: boolean };

/** Advances fake timers by `ms` and flushes the React updates they trigger. */
export async function advanceTimers(ms: number): Promise<void> {
  const scope = globalThis as ActGlobal;
  const previous = scope.IS_REACT_ACT_ENVIRONMENT;
  scope.IS_REACT_ACT_ENVIRONMENT = true;
  try {
    await act(() => vi.advanceTimersByTimeAsync(ms));
  } finally {
    scope.IS_REACT_ACT_ENVIRONMENT = previous;
  }
}
