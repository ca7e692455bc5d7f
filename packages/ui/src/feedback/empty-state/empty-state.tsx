import { cn } from '../../lib/cn';
import { EmptyNotesAvatar, LockedAvatar, NoRecordAvatar } from './empty-state-avatars';

/** The three empty-state avatars of the spec. */
export const EmptyStateAvatar = {
  norecord: 'norecord',
  locked: 'locked',
  emptynotes: 'emptynotes',
} as const;
export type EmptyStateAvatar = (typeof EmptyStateAvatar)[keyof typeof EmptyStateAvatar];

const avatars: Record<EmptyStateAvatar, (props: React.ComponentProps<'svg'>) => React.JSX.Element> =
  {
    norecord: NoRecordAvatar,
    locked: LockedAvatar,
    emptynotes: EmptyNotesAvatar,
  };

export type EmptyStateProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /**
   * Which illustration to show.
   * @defaultValue 'norecord'
   */
  avatar?: EmptyStateAvatar;
  /** Optional text under the 'Oops!' heading. */
  message?: string;
  /** Optional actions (e.g. a retry button) under the message. */
  children?: React.ReactNode;
};

/** The empty-state box: an 'Oops!' heading, an optional message and one of three avatars (spec). */
export function EmptyState({
  avatar = 'norecord',
  message,
  className,
  children,
  ...props
}: EmptyStateProps) {
  const Avatar = avatars[avatar];
  return (
    <div
      data-slot="empty-state"
      data-avatar={avatar}
      className={cn(
        'flex flex-col items-center gap-3 rounded-lg border border-dashed p-8 text-center',
        className,
      )}
      {...props}
    >
      <Avatar className="size-24" />
      <h2 className="text-xl font-semibold">Oops!</h2>
      {message ? <p className="max-w-sm text-sm text-muted-foreground">{message}</p> : null}
      {children}
    </div>
  );
}
