import { createHmac } from 'node:crypto';
import type { MeetingProviderKind, MeetingSignature } from '@portal/domain';

/** The occurrence and the candidate a join is for. */
export interface MeetingJoinTarget {
  readonly meetingNumber: string | null;
  readonly passcode: string | null;
  readonly userName: string;
  readonly userEmail: string;
}

/**
 * How candidates join meetings. `zoom` signs a Zoom Meeting SDK JWT on the server (the secret never
 * leaves it); `local` is the portal's own room page (the default without Zoom keys, and the only one
 * that works offline): it gives no signature, the room page records attendance through JoinMeeting.
 */
export interface MeetingProvider {
  readonly kind: MeetingProviderKind;
  /** The SDK join fields for an attendee, or null when the provider joins in the portal's room. */
  attendeeJoin(target: MeetingJoinTarget, now: Date): MeetingSignature | null;
}

export const localMeetingProvider: MeetingProvider = { kind: 'local', attendeeJoin: () => null };

export interface ZoomSdkCredentials {
  readonly sdkKey: string;
  readonly sdkSecret: string;
  /** Signature lifetime; the SDK accepts 30 min .. 48 h. @defaultValue 2 h */
  readonly ttlSeconds?: number;
}

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/** The SDK's accepted lifetime window (Zoom Meeting SDK auth docs). */
export const zoomSignatureTtl = { min: 30 * 60, max: 48 * 60 * 60, default: 2 * 60 * 60 } as const;

/**
 * The Meeting SDK JWT: HS256 over the SDK key and secret, payload appKey/sdkKey, mn (meeting
 * number), role (0 attendee, 1 host), iat, exp, tokenExp. `iat` is set 30 s back against clock skew.
 */
export function signZoomSdkJwt(
  credentials: ZoomSdkCredentials,
  meetingNumber: string,
  role: 0 | 1,
  now: Date,
): string {
  const ttl = Math.min(zoomSignatureTtl.max, Math.max(zoomSignatureTtl.min, credentials.ttlSeconds ?? zoomSignatureTtl.default));
  const iat = Math.floor(now.getTime() / 1000) - 30;
  const exp = iat + ttl;
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64url(
    JSON.stringify({ appKey: credentials.sdkKey, sdkKey: credentials.sdkKey, mn: meetingNumber, role, iat, exp, tokenExp: exp }),
  );
  const signature = createHmac('sha256', credentials.sdkSecret).update(`${header}.${payload}`).digest('base64url');
  return `${header}.${payload}.${signature}`;
}

/** Zoom through the Meeting SDK: candidates always join as attendees (role 0, never from the client). */
export function createZoomMeetingProvider(credentials: ZoomSdkCredentials): MeetingProvider {
  return {
    kind: 'zoom',
    attendeeJoin(target, now) {
      if (!target.meetingNumber) return null;
      return {
        Signature: signZoomSdkJwt(credentials, target.meetingNumber, 0, now),
        SdkKey: credentials.sdkKey,
        MeetingNumber: target.meetingNumber,
        Password: target.passcode ?? '',
        UserName: target.userName,
        UserEmail: target.userEmail,
        Role: 0,
      };
    },
  };
}

/** Zoom when both SDK credentials are configured, the portal's room otherwise. */
export function meetingProviderFrom(zoom: ZoomSdkCredentials | undefined): MeetingProvider {
  return zoom ? createZoomMeetingProvider(zoom) : localMeetingProvider;
}

/** A Zoom meeting's own join link (the Zoom app or web client), the fallback to the Meeting SDK. */
export const zoomJoinUrl = (meetingNumber: string): string => `https://zoom.us/j/${encodeURIComponent(meetingNumber)}`;
