import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SubmissionType } from '@portal/domain';
import { AssignmentSubmitForm } from './assignment-submit-form';

const meta = {
  title: 'Assignments/AssignmentSubmitForm',
  component: AssignmentSubmitForm,
  tags: ['autodocs'],
  args: {
    submissionType: SubmissionType.Text,
    onSubmit: fn(),
    onTextChange: fn(),
    onFileChange: fn(),
    onCancelUpload: fn(),
    fileHint: 'A PDF, JPEG, PNG or WebP file up to 20 MB.',
    accept: '.pdf,.jpg,.jpeg,.png,.webp',
  },
  decorators: [
    (Story) => (
      <div className="max-w-3xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AssignmentSubmitForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing written yet: Submit waits for an answer; typing reports the text. */
export const TextEmpty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Your answer' }), 'H');
    await expect(args.onTextChange).toHaveBeenCalledWith('<p>H</p>');
  },
};
export const TextDraftSaved: Story = {
  args: { text: '<p>Ground-state configurations:</p><ul><li>H: 1s1</li><li>C: 1s2 2s2 2p2</li></ul>', draftStatus: 'saved' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'Your answer' })).toHaveTextContent('C: 1s2 2s2 2p2');
    await expect(canvas.getByText('Draft saved')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};
export const TextResubmission: Story = {
  args: { text: '<p>A <strong>better</strong> answer.</p>', resubmission: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('textbox', { name: 'Your answer' })).toHaveTextContent('A better answer.');
  },
};
export const AttachmentUploading: Story = {
  args: { submissionType: SubmissionType.Attachment, fileName: 'microscopes-table.pdf', progress: 45, submitting: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '45');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel upload' }));
    await expect(args.onCancelUpload).toHaveBeenCalled();
  },
};
export const AttachmentRefused: Story = {
  args: { submissionType: SubmissionType.Attachment, error: 'This file format is not supported.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('not supported');
  },
};
export const NoSubmission: Story = { args: { submissionType: SubmissionType.NoSubmission } };
