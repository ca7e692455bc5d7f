import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { Button } from '../../primitives/button/button';
import { FinishTestDialog } from './finish-test-dialog';

const meta = {
  title: 'Tests/FinishTestDialog',
  component: FinishTestDialog,
  tags: ['autodocs'],
  args: { onConfirm: fn(), onOpenChange: fn(), trigger: <Button>Finish</Button> },
} satisfies Meta<typeof FinishTestDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = { args: { answeredCount: 10, totalCount: 10 } };

export const AllAnswered: Story = {
  args: { answeredCount: 10, totalCount: 10, defaultOpen: true },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog');
    await expect(dialog).toHaveTextContent('You answered 10 of 10 questions.');
    await userEvent.click(screen.getByRole('button', { name: 'Finish test' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

export const SomeUnanswered: Story = {
  args: { answeredCount: 7, totalCount: 10, defaultOpen: true },
  play: async () => {
    await expect(await screen.findByText('3 questions are not answered yet.')).toBeVisible();
  },
};

export const Submitting: Story = {
  args: { answeredCount: 10, totalCount: 10, defaultOpen: true, pending: true },
};

export const AdaptiveEndedEarly: Story = {
  args: {
    answeredCount: 6,
    totalCount: 30,
    defaultOpen: true,
    summary:
      'You answered 6 questions. The test has not measured your ability precisely enough yet: if you finish now, your estimate will be less precise.',
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(dialog).toHaveTextContent('less precise');
    await expect(dialog).not.toHaveTextContent('not answered yet');
  },
};
