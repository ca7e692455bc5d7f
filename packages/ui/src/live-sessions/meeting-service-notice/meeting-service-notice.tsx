import * as React from 'react';
import { ExternalLink, KeyRound } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/button/button';
import { InlineAlert } from '../../feedback/inline-alert/inline-alert';

/** Why the meeting cannot open in the portal: no Zoom keys on this server, or the SDK could not load or join. */
export type MeetingServiceProblem = 'not-configured' | 'unreachable';

export type MeetingServiceNoticeProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** What went wrong. */
  problem: MeetingServiceProblem;
  /** The meeting's own join link (opens Zoom's app or web client), or null when there is none. */
  joinUrl: string | null;
  /** The meeting passcode, or null. */
  passcode: string | null;
  /** The SDK's own words when it failed (unreachable only). */
  detail?: string;
  /** Tries the meeting service again (unreachable only). */
  onRetry?: () => void;
};

const titles: Record<MeetingServiceProblem, string> = {
  'not-configured': 'Video meetings are not set up on this portal.',
  unreachable: 'The meeting service cannot be reached.',
};

const messages: Record<MeetingServiceProblem, string> = {
  'not-configured': 'The meeting cannot open here. Join it with the meeting link instead.',
  unreachable: 'The meeting could not open here. Join it with the meeting link instead, or try again.',
};

/**
 * What the meeting room shows instead of the embedded Zoom meeting when it cannot run: a clear
 * reason (never a spinner) and the meeting's own join link and passcode as the way in.
 */
export function MeetingServiceNotice({ problem, joinUrl, passcode, detail, onRetry, className, ...props }: MeetingServiceNoticeProps) {
  return (
    <div className={cn('flex flex-col gap-3', className)} {...props}>
      <InlineAlert variant={problem === 'not-configured' ? 'info' : 'warning'} title={titles[problem]} message={detail ? `${messages[problem]} (${detail})` : messages[problem]} />
      {joinUrl ? (
        <dl className="grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-2 text-sm">
          <dt className="font-medium">Meeting link</dt>
          <dd className="min-w-0">
            <a href={joinUrl} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 break-all text-primary underline underline-offset-4">
              {joinUrl}
              <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </dd>
          {passcode ? (
            <>
              <dt className="inline-flex items-center gap-1 font-medium">
                <KeyRound aria-hidden="true" className="size-4" />
                Passcode
              </dt>
              <dd>
                <code className="rounded bg-muted px-1.5 py-0.5 font-mono">{passcode}</code>
              </dd>
            </>
          ) : null}
        </dl>
      ) : (
        <p className="text-sm text-muted-foreground">This session has no meeting link yet: ask your teacher for it.</p>
      )}
      {problem === 'unreachable' && onRetry ? (
        <div>
          <Button variant="outline" onClick={onRetry}>
            Try again
          </Button>
        </div>
      ) : null}
    </div>
  );
}
