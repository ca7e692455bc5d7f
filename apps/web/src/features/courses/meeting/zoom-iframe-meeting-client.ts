import type { MeetingSignature } from '@portal/domain';
import type { MeetingClient, MeetingClientEvent, MeetingToJoin } from './meeting-client';
import { isZoomFrameMessage, zoomPagePath, type ZoomParentMessage } from './zoom-protocol';

/** How long the framed page may take to answer before the room says the service cannot be reached. */
const answerTimeoutMs = 20_000;

/**
 * The Zoom Meeting SDK, isolated: the SDK pins React 18.2 and cannot run in the portal's React 19
 * tree, so it runs in a same-origin page of its own (/zoom-meeting.html, a separate Vite entry
 * without React) that this client frames (camera, microphone, display-capture allowed). The page
 * loads the SDK's Client View files at run time from /zoom-sdk/ on our origin (script-src 'self'
 * holds; nothing from a CDN). The two talk over postMessage with the origin and the frame checked
 * on both sides. Nothing of Zoom is in the portal's bundles.
 */
export function zoomIframeMeetingClient(container: HTMLElement, win: Window = window): MeetingClient {
  const listeners = new Set<(event: MeetingClientEvent) => void>();
  const emit = (event: MeetingClientEvent) => listeners.forEach((listener) => listener(event));
  let frame: HTMLIFrameElement | null = null;
  let timer: number | undefined;
  let pending: ZoomParentMessage | null = null;
  const origin = win.location.origin;

  const post = (message: ZoomParentMessage) => frame?.contentWindow?.postMessage(message, origin);
  const onMessage = (event: MessageEvent) => {
    if (event.origin !== origin || !frame || event.source !== frame.contentWindow || !isZoomFrameMessage(event.data)) return;
    const message = event.data;
    if (message.type === 'ready') {
      if (pending) post(pending);
      pending = null;
      return;
    }
    win.clearTimeout(timer);
    if (message.type === 'error') emit({ type: 'error', reason: message.reason });
    else emit({ type: message.status });
  };
  win.addEventListener('message', onMessage);

  return {
    join(meeting: MeetingToJoin, signature: MeetingSignature) {
      frame?.remove();
      frame = win.document.createElement('iframe');
      frame.src = zoomPagePath;
      frame.title = `Zoom meeting: ${meeting.topic}`;
      frame.allow = 'camera; microphone; display-capture; fullscreen';
      frame.className = 'h-[70vh] w-full rounded-md border';
      pending = { source: 'portal-meeting', type: 'join', signature, leaveUrl: `${origin}${zoomPagePath}?left=1` };
      emit({ type: 'loading' });
      win.clearTimeout(timer);
      timer = win.setTimeout(() => emit({ type: 'error', reason: 'the Zoom client did not answer' }), answerTimeoutMs);
      container.append(frame);
    },
    leave() {
      post({ source: 'portal-meeting', type: 'leave' });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      this.leave();
      win.clearTimeout(timer);
      win.removeEventListener('message', onMessage);
      frame?.remove();
      frame = null;
      listeners.clear();
    },
  };
}
