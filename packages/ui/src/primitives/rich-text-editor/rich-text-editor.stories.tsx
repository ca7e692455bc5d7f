import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RichTextEditor, type RichTextEditorProps } from './rich-text-editor';

/** The editor is controlled: the stories hold its HTML and report each change. */
function Controlled(props: RichTextEditorProps) {
  const [value, setValue] = React.useState(props.value);
  return (
    <RichTextEditor
      {...props}
      value={value}
      onChange={(html) => {
        setValue(html);
        props.onChange(html);
      }}
    />
  );
}

const meta = {
  title: 'Primitives/RichTextEditor',
  component: RichTextEditor,
  args: { label: 'Your answer', value: '', onChange: fn() },
  render: (args) => <Controlled {...args} />,
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RichTextEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: the toolbar's buttons are named and come first in the tab order. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toolbar = canvas.getByRole('toolbar', { name: 'Format your answer' });
    for (const name of ['Bold', 'Italic', 'Bulleted list', 'Numbered list', 'Link'])
      await expect(within(toolbar).getByRole('button', { name })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Bold' })).toHaveFocus();
  },
};

/** A paragraph made a bulleted list from the toolbar (a keyboard press on the focused button). */
export const MakeList: Story = {
  args: { value: '<p>Cr: 3d5 4s1, a half-filled d subshell</p>' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: 'Your answer' });
    await userEvent.click(box);
    canvas.getByRole('button', { name: 'Bulleted list' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(box.querySelector('ul > li')).toHaveTextContent('Cr: 3d5 4s1, a half-filled d subshell'));
    await expect(canvas.getByRole('button', { name: 'Bulleted list' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith(expect.stringMatching(/<ul><li>.*Cr: 3d5 4s1, a half-filled d subshell.*<\/li><\/ul>/)));
    // No blinking caret nor focus ring in the screenshot. The toolbar's command gives the focus back
    // to the editor a frame later (TipTap's focus()); wait for that, then take it away for good.
    await waitFor(() => expect(box).toHaveFocus());
    box.blur();
    await waitFor(() => expect(canvasElement.contains(document.activeElement)).toBe(false));
  },
};

/** A filled answer with every format the server keeps. */
export const Filled: Story = {
  args: {
    value:
      '<p>The <strong>Aufbau principle</strong> fills subshells in order of <em>n + l</em>.</p><ol><li>1s, 2s, 2p</li><li>3s, 3p, 4s, 3d</li></ol><p>Source: <a href="https://en.wikipedia.org/wiki/Aufbau_principle">Aufbau principle</a></p>',
  },
};

export const Disabled: Story = { args: { ...Filled.args, disabled: true } };
