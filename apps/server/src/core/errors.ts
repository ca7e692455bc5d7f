import { messageText, type MessageKey } from './message-catalogue';

/**
 * A failure the client is meant to see: HTTP status, the spec's exception name (in `error`) and
 * an application message (in `Message`).
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly exception: string,
    readonly messageKey: MessageKey | null,
    readonly text?: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(text ?? (messageKey ? messageText(messageKey) : exception));
  }
}

export const badRequest = (exception: string, key: MessageKey) => new AppError(400, exception, key);
export const unauthorized = () => new AppError(401, 'UnauthorizedException', 'NeedAuth');
export const tooManyRequests = (retryAfterSeconds: number, key: MessageKey = 'TryLater') =>
  new AppError(429, 'TooManyRequestsException', key, undefined, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
