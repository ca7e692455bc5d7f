import * as React from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Link from '@tiptap/extension-link';
import { Bold, Italic, Link as LinkIcon, List, ListOrdered } from 'lucide-react';
import { cn } from '../../lib/cn';

export type RichTextEditorProps = {
  /** The visible label of the editing area. */
  label: string;
  /** The HTML (p, br, strong, em, ul, ol, li, a: what the server keeps). */
  value: string;
  /** Called with the new HTML as the text changes ('' when nothing readable is left). */
  onChange: (html: string) => void;
  /** Nothing can be changed (e.g. while submitting). @defaultValue false */
  disabled?: boolean;
  /** The longest HTML (formatting included); an alert says when it is over (the server refuses more). */
  maxLength?: number;
  className?: string;
};

/** Only http(s) and mailto links (the server sanitiser drops anything else). */
const linkProtocols = /^(https?:|mailto:)/i;

/** '' for an editor that holds no readable text (TipTap's empty state is '<p></p>'). */
const htmlOf = (editor: Editor) => (editor.isDestroyed || !editor.getText().trim() ? '' : editor.getHTML());

function ToolbarButton({ label, pressed, onClick, disabled, children }: { label: string; pressed: boolean; onClick: () => void; disabled?: boolean; children: React.ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      disabled={disabled}
      // Keep the editor's selection: a mouse press on the button does not take the focus from the text.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={cn(
        'inline-flex size-8 items-center justify-center rounded-md text-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-60',
        pressed && 'bg-muted ring-1 ring-border',
      )}
    >
      {children}
    </button>
  );
}

/**
 * A small rich-text box (TipTap): paragraphs, bold, italic, bulleted and numbered lists, links.
 * The toolbar is a labelled group of buttons in the tab order (each with its name and pressed
 * state); the usual shortcuts work too (Ctrl+B, Ctrl+I, Ctrl+Shift+8 / 7 for lists).
 */
export function RichTextEditor({ label, value, onChange, disabled = false, maxLength, className }: RichTextEditorProps) {
  const labelId = React.useId();
  const linkInputId = React.useId();
  const [linking, setLinking] = React.useState(false);
  const [href, setHref] = React.useState('');
  const onChangeRef = React.useRef(onChange);
  React.useLayoutEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: false, blockquote: false, code: false, codeBlock: false, horizontalRule: false, strike: false, underline: false, link: false }),
      Link.configure({ openOnClick: false, autolink: true, defaultProtocol: 'https', protocols: ['mailto'], isAllowedUri: (url) => linkProtocols.test(url) }),
    ],
    content: value,
    editable: !disabled,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        class:
          'prose-answer min-h-40 w-full rounded-b-md px-3 py-2 text-sm text-foreground focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6 [&_a]:text-primary [&_a]:underline [&_p]:my-1',
      },
    },
    onUpdate: ({ editor: changed }) => onChangeRef.current(htmlOf(changed)),
  });

  React.useEffect(() => {
    if (editor && !editor.isDestroyed) editor.setEditable(!disabled);
  }, [editor, disabled]);

  // A value set from outside (e.g. cleared after a submit) replaces the content.
  React.useEffect(() => {
    if (editor && !editor.isDestroyed && value !== htmlOf(editor)) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      bulletList: current?.isActive('bulletList') ?? false,
      orderedList: current?.isActive('orderedList') ?? false,
      link: current?.isActive('link') ?? false,
    }),
  }) ?? { bold: false, italic: false, bulletList: false, orderedList: false, link: false };

  function applyLink() {
    if (!editor) return;
    const address = href.trim();
    const chain = editor.chain().focus().extendMarkRange('link');
    if (!address) chain.unsetLink().run();
    else {
      const full = linkProtocols.test(address) ? address : address.includes('@') && !address.includes('/') ? `mailto:${address}` : `https://${address}`;
      if (editor.state.selection.empty && !active.link) chain.insertContent({ type: 'text', text: address, marks: [{ type: 'link', attrs: { href: full } }] }).run();
      else chain.setLink({ href: full }).run();
    }
    setLinking(false);
    setHref('');
  }

  const length = value.length;
  return (
    <div data-slot="rich-text-editor" className={cn('grid gap-1', className)}>
      <span id={labelId} className="text-sm font-medium">
        {label}
      </span>
      <div className="rounded-md border border-input bg-background focus-within:border-ring">
        <div role="toolbar" aria-label={`Format ${label.toLowerCase()}`} className="flex flex-wrap items-center gap-1 border-b border-input p-1">
          <ToolbarButton label="Bold" pressed={active.bold} disabled={disabled} onClick={() => editor?.chain().focus().toggleBold().run()}>
            <Bold aria-hidden className="size-4" />
          </ToolbarButton>
          <ToolbarButton label="Italic" pressed={active.italic} disabled={disabled} onClick={() => editor?.chain().focus().toggleItalic().run()}>
            <Italic aria-hidden className="size-4" />
          </ToolbarButton>
          <ToolbarButton label="Bulleted list" pressed={active.bulletList} disabled={disabled} onClick={() => editor?.chain().focus().toggleBulletList().run()}>
            <List aria-hidden className="size-4" />
          </ToolbarButton>
          <ToolbarButton label="Numbered list" pressed={active.orderedList} disabled={disabled} onClick={() => editor?.chain().focus().toggleOrderedList().run()}>
            <ListOrdered aria-hidden className="size-4" />
          </ToolbarButton>
          <ToolbarButton
            label="Link"
            pressed={active.link || linking}
            disabled={disabled}
            onClick={() => {
              setHref(editor?.getAttributes('link').href ?? '');
              setLinking((open) => !open);
            }}
          >
            <LinkIcon aria-hidden className="size-4" />
          </ToolbarButton>
        </div>
        {linking ? (
          <div className="flex flex-wrap items-center gap-2 border-b border-input p-2">
            <label htmlFor={linkInputId} className="text-sm">
              Link address
            </label>
            <input
              id={linkInputId}
              // eslint-disable-next-line jsx-a11y/no-autofocus -- opened by the Link button: typing the address is the next step
              autoFocus
              type="url"
              inputMode="url"
              value={href}
              placeholder="https://"
              onChange={(event) => setHref(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  applyLink();
                } else if (event.key === 'Escape') {
                  event.preventDefault();
                  setLinking(false);
                  editor?.commands.focus();
                }
              }}
              className="h-8 min-w-48 flex-1 rounded-md border border-input bg-background px-2 text-sm"
            />
            <button type="button" onClick={applyLink} className="h-8 rounded-md bg-primary px-3 text-sm text-primary-foreground focus-visible:outline-2 focus-visible:outline-ring">
              {href.trim() ? 'Apply link' : 'Remove link'}
            </button>
          </div>
        ) : null}
        <EditorContent editor={editor} />
      </div>
      {maxLength !== undefined && length > maxLength ? (
        <p role="alert" className="text-xs text-destructive">
          The answer is too long: {length} of {maxLength} characters (formatting included).
        </p>
      ) : null}
    </div>
  );
}
