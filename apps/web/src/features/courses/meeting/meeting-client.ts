import type { MeetingSignature } from '@portal/domain';

/** The occurrence being joined (what the meeting room page knows of it). */
export interface MeetingToJoin {
  readonly meetingId: number;
  readonly topic: string;
}

/** What a meeting client reports while it runs. `error` carries a short reason for the page. */
export type MeetingClientEvent =
  | { readonly type: 'loading' }
  | { readonly type: 'joined' }
  | { readonly type: 'left' }
  | { readonly type: 'error'; readonly reason: string };

/**
 * How the meeting room joins a meeting through a video service. The page holds one client per
 * visit: `join` with the server's signature (GenerateSdkSignature / JoinMeeting: signed on the
 * server, attendee role, the secret never here), `leave` when the candidate leaves or the page
 * unmounts, and `subscribe` for what happens in between. Implementations: zoomIframeMeetingClient.
 */
export interface MeetingClient {
  join(meeting: MeetingToJoin, signature: MeetingSignature): void;
  leave(): void;
  /** Listens to the client's events; returns the unsubscribe function. */
  subscribe(listener: (event: MeetingClientEvent) => void): () => void;
  /** Leaves and removes what the client added to the page. */
  dispose(): void;
}
