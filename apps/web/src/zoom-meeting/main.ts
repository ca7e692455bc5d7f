/**
 * The isolated Zoom Meeting SDK page (/zoom-meeting.html), framed by the meeting room. No React, no
 * portal code: it waits for the parent's `join` (same origin, from the parent frame only), loads the
 * SDK's Client View files at run time from /zoom-sdk/ on our origin (script elements with same-origin
 * src: the CSP's script-src 'self' allows them; the server adds 'wasm-unsafe-eval' and the
 * cross-origin isolation headers on this page only), initialises it with that asset path and joins
 * with the server's signature. Anything that fails is posted back as `error`, never a silent spinner.
 * Deploying Zoom means copying @zoom/meetingsdk's dist/ Client View files (zoom-meeting-*.min.js,
 * lib/, lib/av) and its vendor React 18 files into web dist /zoom-sdk/ (not done in this repo).
 */
import { isZoomParentMessage, zoomSdkAssetPath, type ZoomFrameMessage, type ZoomParentMessage } from '../features/courses/meeting/zoom-protocol';

interface ZoomMtgCallbacks {
  success?: (result: unknown) => void;
  error?: (error: unknown) => void;
}
interface ZoomMtgGlobal {
  setZoomJSLib(path: string, dir: string): void;
  preLoadWasm(): void;
  prepareWebSDK(): void;
  init(options: { leaveUrl: string; patchJsMedia?: boolean } & ZoomMtgCallbacks): void;
  join(options: { signature: string; sdkKey: string; meetingNumber: string; passWord: string; userName: string; userEmail: string } & ZoomMtgCallbacks): void;
  leaveMeeting(options: ZoomMtgCallbacks): void;
}

/** The SDK's vendor files first (its own React 18), then the Client View bundle, in order. */
const sdkScripts = ['lib/vendor/react.min.js', 'lib/vendor/react-dom.min.js', 'lib/vendor/redux.min.js', 'lib/vendor/redux-thunk.min.js', 'lib/vendor/lodash.min.js', 'zoom-meeting.min.js'];

const statusLine = document.getElementById('zoom-status');
const say = (text: string) => {
  if (statusLine) statusLine.textContent = text;
};
const toParent = (message: ZoomFrameMessage) => window.parent.postMessage(message, location.origin);
const fail = (reason: string) => {
  say(`The meeting service cannot be reached: ${reason}.`);
  toParent({ source: 'portal-zoom', type: 'error', reason });
};

function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = false;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(src));
    document.head.append(script);
  });
}

const zoomMtg = () => (window as unknown as { ZoomMtg?: ZoomMtgGlobal }).ZoomMtg;

async function join(message: Extract<ZoomParentMessage, { type: 'join' }>) {
  toParent({ source: 'portal-zoom', type: 'status', status: 'loading' });
  say('Loading the Zoom client…');
  try {
    for (const file of sdkScripts) await loadScript(`${zoomSdkAssetPath}/${file}`);
  } catch {
    fail('the Zoom client did not load');
    return;
  }
  const sdk = zoomMtg();
  if (!sdk) {
    fail('the Zoom client did not start');
    return;
  }
  const { signature } = message;
  sdk.setZoomJSLib(`${location.origin}${zoomSdkAssetPath}/lib`, '/av');
  sdk.preLoadWasm();
  sdk.prepareWebSDK();
  sdk.init({
    leaveUrl: message.leaveUrl,
    patchJsMedia: true,
    success: () =>
      sdk.join({
        signature: signature.Signature,
        sdkKey: signature.SdkKey,
        meetingNumber: signature.MeetingNumber,
        passWord: signature.Password,
        userName: signature.UserName,
        userEmail: signature.UserEmail,
        success: () => toParent({ source: 'portal-zoom', type: 'status', status: 'joined' }),
        error: () => fail('Zoom refused the join'),
      }),
    error: () => fail('the Zoom client could not start'),
  });
}

if (new URLSearchParams(location.search).has('left')) {
  say('You left the meeting.');
  toParent({ source: 'portal-zoom', type: 'status', status: 'left' });
} else if (window.parent === window) {
  say('This page opens inside the meeting room: open the session from your Live classes page.');
} else {
  window.addEventListener('message', (event: MessageEvent) => {
    if (event.origin !== location.origin || event.source !== window.parent || !isZoomParentMessage(event.data)) return;
    if (event.data.type === 'join') void join(event.data);
    else zoomMtg()?.leaveMeeting({ success: () => toParent({ source: 'portal-zoom', type: 'status', status: 'left' }) });
  });
  toParent({ source: 'portal-zoom', type: 'ready' });
}
