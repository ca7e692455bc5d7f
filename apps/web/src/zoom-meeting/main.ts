/**
 * The isolated Zoom Meeting SDK page (/zoom-meeting.html), framed by the meeting room. No React, no
 * portal code: it waits for the parent's `join` (same origin, from the parent frame only), loads the
 * SDK's Client View at run time from /zoom-sdk/<version>/ on our origin (script elements with
 * same-origin src: the CSP's script-src 'self' allows them), initialises it with that asset path and
 * joins with the server's signature. Anything that fails is posted back as `error`, never a silent
 * spinner: a script that does not load, an init or join the SDK refuses (offline, its first request
 * to zoom.us fails at once and join's error callback runs), or no answer from the SDK in time.
 * The server serves the installed @zoom/meetingsdk's dist/ read-only at /zoom-sdk/<version>/
 * (apps/server/src/modules/system/zoom-sdk-assets.ts, with this page's CSP and COEP); nothing is
 * copied into the web build and nothing comes from Zoom's CDN. e2e/test/zoom-page.test.ts runs the
 * real SDK in Chromium up to its first request to Zoom.
 */
import { isZoomParentMessage, zoomSdkAssetPath, zoomSdkVersion, type ZoomFrameMessage, type ZoomParentMessage } from '../features/courses/meeting/zoom-protocol';

interface ZoomMtgCallbacks {
  success?: (result: unknown) => void;
  error?: (error: unknown) => void;
}
interface ZoomMtgGlobal {
  setZoomJSLib(path: string, dir: string): void;
  preLoadWasm(): void;
  prepareWebSDK(): void;
  init(options: { leaveUrl: string; patchJsMedia?: boolean } & ZoomMtgCallbacks): void;
  join(options: { signature: string; meetingNumber: string; passWord: string; userName: string; userEmail: string } & ZoomMtgCallbacks): void;
  leaveMeeting(options: ZoomMtgCallbacks): void;
}

/**
 * In order: the globals the Client View bundle expects (its only webpack externals are `React`,
 * `Redux` and `ReduxThunk`: react-dom, react-redux and lodash are inside it), then the bundle, which
 * defines `window.ZoomMtg`. Checked against @zoom/meetingsdk 6.2.0.
 */
const sdkScripts = ['lib/vendor/react.min.js', 'lib/vendor/redux.min.js', 'lib/vendor/redux-thunk.min.js', `zoom-meeting-${zoomSdkVersion}.min.js`];

/** How long init and join may take before the page says the service cannot be reached. */
const sdkAnswerTimeoutMs = 45_000;

const statusLine = document.getElementById('zoom-status');
const say = (text: string) => {
  if (statusLine) statusLine.textContent = text;
};
const toParent = (message: ZoomFrameMessage) => window.parent.postMessage(message, location.origin);
let watchdog: number | undefined;
const fail = (reason: string) => {
  window.clearTimeout(watchdog);
  say(`The meeting service cannot be reached: ${reason}.`);
  toParent({ source: 'portal-zoom', type: 'error', reason });
};

/** What the SDK's error callbacks pass: `{ errorCode, errorMessage }` (6.2.0), said in the reason. */
function sdkError(what: string, error: unknown): string {
  const { errorCode, errorMessage } = (typeof error === 'object' && error !== null ? error : {}) as { errorCode?: unknown; errorMessage?: unknown };
  const detail = [typeof errorMessage === 'string' ? errorMessage.trim().replace(/\.$/, '') : '', errorCode !== undefined ? `Zoom error ${String(errorCode)}` : ''].filter(Boolean).join(', ');
  return detail ? `${what} (${detail})` : what;
}

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
  watchdog = window.setTimeout(() => fail('Zoom did not answer'), sdkAnswerTimeoutMs);
  sdk.setZoomJSLib(`${location.origin}${zoomSdkAssetPath}/lib`, '/av');
  sdk.preLoadWasm();
  sdk.prepareWebSDK();
  sdk.init({
    leaveUrl: message.leaveUrl,
    patchJsMedia: true,
    success: () =>
      sdk.join({
        // The key is inside the signature (the SDK asks not to pass sdkKey since 4.0).
        signature: signature.Signature,
        meetingNumber: signature.MeetingNumber,
        passWord: signature.Password,
        userName: signature.UserName,
        userEmail: signature.UserEmail,
        success: () => {
          window.clearTimeout(watchdog);
          say('You are in the meeting.');
          toParent({ source: 'portal-zoom', type: 'status', status: 'joined' });
        },
        error: (error) => fail(sdkError('the Zoom client could not join the meeting', error)),
      }),
    error: (error) => fail(sdkError('the Zoom client could not start', error)),
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
