import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FilePicker } from './file-picker';

const meta = {
  title: 'Primitives/FilePicker',
  component: FilePicker,
  args: {
    id: 'certificate',
    label: 'Matric certificate',
    accept: 'image/png,image/jpeg,application/pdf',
    hint: 'PDF, PNG or JPEG.',
    onFilesChange: fn(),
  },
} satisfies Meta<typeof FilePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(
      input,
      new File(['%PDF-1.4'], 'matric.pdf', { type: 'application/pdf' }),
    );
    await expect(args.onFilesChange).toHaveBeenCalledWith([
      expect.objectContaining({ name: 'matric.pdf' }),
    ]);
  },
};
export const Chosen: Story = { args: { fileName: 'matric.pdf' } };
export const Uploading: Story = {
  args: { fileName: 'matric.pdf', progress: 42 },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Uploading matric.pdf' });
    await expect(bar).toHaveAttribute('aria-valuenow', '42');
  },
};
export const Uploaded: Story = { args: { fileName: 'matric.pdf', progress: 100 } };
export const FileTooLarge: Story = {
  args: { fileName: 'scan.png', error: 'The file is larger than the allowed size.' },
};
export const Disabled: Story = { args: { disabled: true } };
