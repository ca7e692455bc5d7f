import type { MeetingSignature } from '@portal/domain';

/**
 * The postMessage protocol between the meeting room (parent) and the isolated Zoom page
 * (/zoom-meeting.html, framed). Both sides are on the portal's origin and check it on every message.
 * Kept free of imports with code so the isolated page can share it without pulling portal code.
 */
export const zoomPagePath = '/zoom-meeting.html';

/**
 * The @zoom/meetingsdk version the server installs and serves (apps/server/package.json): the server
 * serves the installed package's dist/ at /zoom-sdk/<its version>/, so an upgrade changes both
 * (a mismatch is a 404: the page says the client did not load, and e2e/test/zoom-page.test.ts fails).
 */
export const zoomSdkVersion = '6.2.0';

/** Where the Zoom Meeting SDK's Client View files are served from, on our own origin (versioned: cached for a year). */
export const zoomSdkAssetPath = `/zoom-sdk/${zoomSdkVersion}`;

export type ZoomParentMessage =
  | { readonly source: 'portal-meeting'; readonly type: 'join'; readonly signature: MeetingSignature; readonly leaveUrl: string }
  | { readonly source: 'portal-meeting'; readonly type: 'leave' };

export type ZoomFrameMessage =
  | { readonly source: 'portal-zoom'; readonly type: 'ready' }
  | { readonly source: 'portal-zoom'; readonly type: 'status'; readonly status: 'loading' | 'joined' | 'left' }
  | { readonly source: 'portal-zoom'; readonly type: 'error'; readonly reason: string };

export function isZoomFrameMessage(data: unknown): data is ZoomFrameMessage {
  return typeof data === 'object' && data !== null && (data as { source?: unknown }).source === 'portal-zoom' && typeof (data as { type?: unknown }).type === 'string';
}

export function isZoomParentMessage(data: unknown): data is ZoomParentMessage {
  return typeof data === 'object' && data !== null && (data as { source?: unknown }).source === 'portal-meeting' && typeof (data as { type?: unknown }).type === 'string';
}
