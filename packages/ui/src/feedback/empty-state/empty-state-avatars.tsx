// The three empty-state illustrations, drawn inline so nothing is loaded from the network.
// They are decorative (the heading and message carry the meaning), hence aria-hidden.

type AvatarProps = React.ComponentProps<'svg'>;

/** A magnifier over an empty page: nothing recorded yet. */
export function NoRecordAvatar(props: AvatarProps) {
  return (
    <svg viewBox="0 0 96 96" fill="none" aria-hidden {...props}>
      <rect
        x="18"
        y="12"
        width="48"
        height="62"
        rx="6"
        className="fill-muted stroke-border"
        strokeWidth="2"
      />
      <path
        d="M28 28h28M28 38h20M28 48h24"
        className="stroke-muted-foreground"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <circle cx="62" cy="62" r="14" className="fill-background stroke-primary" strokeWidth="4" />
      <path d="m72 72 12 12" className="stroke-primary" strokeWidth="5" strokeLinecap="round" />
      <path d="M57 62h10" className="stroke-primary" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/** A padlock: the content exists but is not available to this candidate. */
export function LockedAvatar(props: AvatarProps) {
  return (
    <svg viewBox="0 0 96 96" fill="none" aria-hidden {...props}>
      <path
        d="M32 42V30a16 16 0 0 1 32 0v12"
        className="stroke-muted-foreground"
        strokeWidth="6"
        strokeLinecap="round"
      />
      <rect
        x="20"
        y="42"
        width="56"
        height="40"
        rx="8"
        className="fill-muted stroke-border"
        strokeWidth="2"
      />
      <circle cx="48" cy="58" r="6" className="fill-primary" />
      <path d="M48 62v10" className="stroke-primary" strokeWidth="5" strokeLinecap="round" />
    </svg>
  );
}

/** An empty notepad with a pencil: no notes yet. */
export function EmptyNotesAvatar(props: AvatarProps) {
  return (
    <svg viewBox="0 0 96 96" fill="none" aria-hidden {...props}>
      <rect
        x="16"
        y="14"
        width="52"
        height="68"
        rx="6"
        className="fill-muted stroke-border"
        strokeWidth="2"
      />
      <path
        d="M26 14v-4M38 14v-4M50 14v-4"
        className="stroke-muted-foreground"
        strokeWidth="4"
        strokeLinecap="round"
      />
      <path
        d="M26 34h32M26 46h32M26 58h18"
        className="stroke-border"
        strokeWidth="3"
        strokeLinecap="round"
        strokeDasharray="4 5"
      />
      <path d="m62 70 18-30 7 4-18 30-9 4z" className="fill-primary" />
    </svg>
  );
}
