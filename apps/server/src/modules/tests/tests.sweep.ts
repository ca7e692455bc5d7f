import type { TestsService } from './tests.service';

/**
 * The deadline sweep: every attempt still open at its deadline + grace is submitted by the server
 * with what was saved (finish time = deadline), whether or not the browser comes back.
 */
export function createTestsSweep(tests: Pick<TestsService, 'submitOverdue'>) {
  return async (signal?: AbortSignal) => {
    let submitted = 0;
    for (;;) {
      if (signal?.aborted) break;
      const done = await tests.submitOverdue(200);
      submitted += done;
      if (done < 200) break;
    }
    return { tests: { submittedAtDeadline: submitted } };
  };
}
