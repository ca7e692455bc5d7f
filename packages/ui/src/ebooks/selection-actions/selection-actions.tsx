import * as React from 'react';
import { MessageSquarePlus } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/button/button';

/** The highlight colours offered (stored as #rrggbb in the annotation's Data). */
export const highlightColours = [
  { value: '#fde047', name: 'Yellow' },
  { value: '#86efac', name: 'Green' },
  { value: '#93c5fd', name: 'Blue' },
  { value: '#f9a8d4', name: 'Pink' },
] as const;

export type SelectionActionsProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** The selected text, named in the buttons' labels (shortened). */
  selectedText: string;
  /** Disables the buttons while an annotation is saved. @defaultValue false */
  pending?: boolean;
  /** Highlights the selection in a colour (#rrggbb). */
  onHighlight?: (colour: string) => void;
  /** Starts a note on the selection. */
  onNote?: () => void;
};

const shortened = (text: string) => (text.length > 40 ? `${text.slice(0, 40)}…` : text);

/** What a text selection in the reader offers: a highlight in one of four colours, or a note. */
export function SelectionActions({
  selectedText,
  pending = false,
  onHighlight,
  onNote,
  className,
  ...props
}: SelectionActionsProps) {
  return (
    <div
      role="toolbar"
      aria-label={`Selected text: ${shortened(selectedText)}`}
      data-slot="selection-actions"
      className={cn(
        'bg-popover text-popover-foreground inline-flex items-center gap-1 rounded-lg border border-border p-1 shadow-lg',
        className,
      )}
      {...props}
    >
      {highlightColours.map((colour) => (
        <button
          key={colour.value}
          type="button"
          disabled={pending}
          aria-label={`Highlight in ${colour.name.toLowerCase()}`}
          title={`Highlight in ${colour.name.toLowerCase()}`}
          className="inline-flex size-9 cursor-pointer items-center justify-center rounded-md hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-50"
          onClick={() => onHighlight?.(colour.value)}
        >
          <span
            aria-hidden
            className={cn('size-5 rounded-full border border-black/20', swatchClass[colour.value])}
          />
        </button>
      ))}
      <Button variant="ghost" size="sm" disabled={pending} onClick={onNote}>
        <MessageSquarePlus aria-hidden />
        Note
      </Button>
    </div>
  );
}

/** Tailwind classes of the swatches (no style attributes: the CSP refuses them in markup). */
const swatchClass: Record<string, string> = {
  '#fde047': 'bg-[#fde047]',
  '#86efac': 'bg-[#86efac]',
  '#93c5fd': 'bg-[#93c5fd]',
  '#f9a8d4': 'bg-[#f9a8d4]',
};
