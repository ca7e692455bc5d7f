import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FormField } from '../form-field/form-field';
import { OtpInput } from './otp-input';

const meta = {
  title: 'Primitives/OtpInput',
  component: OtpInput,
  args: { value: '', onChange: fn(), onComplete: fn() },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <OtpInput
        {...args}
        value={value}
        onChange={(next) => {
          args.onChange(next);
          setValue(next);
        }}
      />
    );
  },
} satisfies Meta<typeof OtpInput>;

export default meta;
type Story = StoryObj<typeof meta>;

const boxesOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getAllByRole('textbox', { name: /Digit \d of 6/ });

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(boxesOf(canvasElement)).toHaveLength(6);
    await expect(within(canvasElement).getByRole('group', { name: 'One-time code' })).toBeVisible();
  },
};
export const PartlyFilled: Story = { args: { value: '123' } };
export const Filled: Story = { args: { value: '482913' } };
export const Invalid: Story = { args: { value: '482913', invalid: true } };
export const Disabled: Story = { args: { value: '48', disabled: true } };

/** Typing moves to the next box; Backspace on an empty box clears the previous one and moves back. */
export const TypeAndBackspace: Story = {
  play: async ({ args, canvasElement }) => {
    const boxes = boxesOf(canvasElement);
    await userEvent.click(boxes[0]!);
    await userEvent.keyboard('123');
    await expect(boxes[3]).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('123');
    await userEvent.keyboard('{Backspace}');
    await expect(boxes[2]).toHaveFocus();
    await expect(boxes[2]).toHaveValue('');
    await expect(args.onChange).toHaveBeenLastCalledWith('12');
    await userEvent.keyboard('{Backspace}');
    await expect(boxes[1]).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('1');
    await userEvent.keyboard('x');
    await expect(args.onChange).toHaveBeenLastCalledWith('1');
  },
};

/** Pasting a whole code fills all six boxes and completes. */
export const Paste: Story = {
  play: async ({ args, canvasElement }) => {
    const boxes = boxesOf(canvasElement);
    await userEvent.click(boxes[2]!);
    await userEvent.paste('48-29 13');
    await expect(boxes.map((box) => (box as HTMLInputElement).value).join('')).toBe('482913');
    await expect(args.onComplete).toHaveBeenCalledWith('482913');
    await expect(boxes[5]).toHaveFocus();
  },
};

/** Inside a FormField the group is named by the field's label and described by its error. */
export const InFormField: Story = {
  args: { value: '12' },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <FormField id="otp" label="Verification code" error="The code is incomplete.">
        <OtpInput {...args} value={value} onChange={setValue} />
      </FormField>
    );
  },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Verification code' });
    await expect(group).toHaveAccessibleDescription('The code is incomplete.');
  },
};
