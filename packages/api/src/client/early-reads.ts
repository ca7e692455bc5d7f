import type { ApiError, ErrorStyle } from './api-error';
import { unwrapEnvelope } from './envelope';

export { requestUrl } from './request-url';

/**
 * Reads the page sent before the app's code had loaded (issue #10: the portal's document sends a
 * signed-in route's first reads itself, apps/web/vite-early-reads.ts), handed to the transport:
 * a GET that needs the bearer takes the response sent for its exact URL and access token, once,
 * instead of sending the request again.
 */
export interface EarlyReads {
  /**
   * The response of the read sent for `url` (as `requestUrl` writes it) with `accessToken`, taken
   * once; undefined when there is none (never sent, already taken, sent with another token, too
   * old, or discarded at logout).
   */
  take(url: string, accessToken: string): Promise<EarlyResponse> | undefined;
}

/** The part of a fetch Response the transport reads. */
export interface EarlyResponse {
  readonly status: number;
  text(): Promise<string>;
}

/**
 * What an early response resolves the call to: the envelope's Data, or the failure a success:false
 * envelope is. Undefined (send the request as usual) when it did not answer 2xx JSON: a 401 then
 * goes through the transport's refresh, any other failure is reported as the transport reports it.
 */
export async function readEarlyResponse(
  response: Promise<EarlyResponse>,
  style: ErrorStyle,
): Promise<{ data: unknown } | { error: ApiError } | undefined> {
  try {
    const answer = await response;
    if (answer.status < 200 || answer.status >= 300) return undefined;
    return unwrapEnvelope(answer.status, JSON.parse(await answer.text()) as unknown, style);
  } catch {
    // A network failure or a body that is not JSON: the usual request decides.
    return undefined;
  }
}
