// TEMPORARY stand-in for the domain's error normalisation (spec 8); removed once @portal/domain exports it.
const statusTexts: Record<number, string> = {
  200: 'All done. Request successfully executed',
  201: 'Data successfully created',
  400: 'Bad Request',
  401: 'Need auth',
  404: 'Not found',
  503: 'Service Unavailable',
};

export function normalizeErrorLocal(input: { status: number | null; body: unknown; fallbackMessage: string }) {
  if (input.status === null) {
    return { status: 0, statusText: 'Connection lost. Try again.', message: 'Connection lost. Try again.', exception: null };
  }
  const statusText = statusTexts[input.status] ?? 'Something went wrong. Please try later.';
  const body = (typeof input.body === 'object' && input.body !== null ? input.body : {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' && value ? value : null);
  return {
    status: input.status,
    statusText,
    message: text(body.error_description) ?? text(body.Message) ?? statusText ?? input.fallbackMessage,
    exception: text(body.error),
  };
}
