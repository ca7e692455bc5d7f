import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { ProblemType } from '@portal/domain';
import { ReportProblemDialog } from './report-problem-dialog';

const meta = {
  title: 'Courses/ReportProblemDialog',
  component: ReportProblemDialog,
  tags: ['autodocs'],
  args: { onSubmit: fn(), onOpenChange: fn() },
} satisfies Meta<typeof ReportProblemDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

/** Open the dialog, pick a type, describe the problem and submit. */
export const Submit: Story = {
  args: { defaultProblemType: ProblemType.video },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Report a problem' }));
    const dialog = within(await screen.findByRole('dialog'));
    const submit = dialog.getByRole('button', { name: 'Submit report' });
    await expect(submit).toBeDisabled();
    await userEvent.selectOptions(dialog.getByLabelText('Problem with'), 'Test');
    await userEvent.type(
      dialog.getByLabelText('Description'),
      'Question 4 has two correct options.',
    );
    await expect(submit).toBeEnabled();
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      problemType: ProblemType.test,
      description: 'Question 4 has two correct options.',
    });
  },
};

export const WithError: Story = {
  args: { defaultOpen: true, errorMessage: 'Something went wrong. Please try later.' },
};

export const AlreadyReported: Story = { args: { defaultOpen: true, isReported: true } };

/** A reported video: what was sent, and the report can be withdrawn. */
export const ReportedWithWithdraw: Story = {
  args: {
    defaultOpen: true,
    isReported: true,
    reportedDescription: 'The picture freezes at 00:01:10 while the sound goes on.',
    onRemove: fn(),
  },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Withdraw report' }));
    await expect(args.onRemove).toHaveBeenCalled();
  },
};

/** A video offers only the Video problem type. */
export const VideoOnly: Story = {
  args: { defaultOpen: true, problemTypes: [ProblemType.video] },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog'));
    await expect(dialog.getAllByRole('option')).toHaveLength(1);
  },
};
