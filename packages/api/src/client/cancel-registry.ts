import { CANCEL_ALL_REASON } from '@portal/domain';

/**
 * A cancelled GET rejects with this error. It is not an ApiError on purpose: the UI must never show
 * it as a failure, so callers test for it with {@link isCancelledRequest} and stop there.
 */
export class CancelledRequestError extends Error {
  override readonly name = 'CancelledRequestError';
  readonly cancelled = true;
  constructor(reason: string = CANCEL_ALL_REASON) {
    super(reason);
  }
}

/** True for a request rejected because it was cancelled (cancelAll, or its caller's signal). */
export function isCancelledRequest(error: unknown): error is CancelledRequestError {
  return error instanceof CancelledRequestError;
}

/** Pending cancellable requests, each with its own AbortController. */
export interface CancelRegistry {
  /** Registers a new controller, linked to the caller's signal when there is one. */
  register(callerSignal?: AbortSignal): { signal: AbortSignal; release: () => void };
  /** Aborts every pending request with the given reason. */
  cancelAll(reason?: string): void;
  /** How many requests are pending (for tests and diagnostics). */
  readonly size: number;
}

export function createCancelRegistry(): CancelRegistry {
  const pending = new Set<AbortController>();
  return {
    register(callerSignal) {
      const controller = new AbortController();
      const onCallerAbort = () => controller.abort(reasonText(callerSignal?.reason));
      if (callerSignal?.aborted) onCallerAbort();
      else callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
      pending.add(controller);
      return {
        signal: controller.signal,
        release: () => {
          pending.delete(controller);
          callerSignal?.removeEventListener('abort', onCallerAbort);
        },
      };
    },
    cancelAll(reason = CANCEL_ALL_REASON) {
      // Copy first: aborting settles requests, which release themselves from the set.
      for (const controller of [...pending]) controller.abort(reason);
      pending.clear();
    },
    get size() {
      return pending.size;
    },
  };
}

/** The text a cancelled request carries: the abort reason when it is a string or an Error. */
export function reasonText(reason: unknown): string {
  if (typeof reason === 'string' && reason) return reason;
  if (reason instanceof Error && reason.message) return reason.message;
  return CANCEL_ALL_REASON;
}
