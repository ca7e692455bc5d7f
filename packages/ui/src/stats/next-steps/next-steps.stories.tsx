import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NextSteps } from './next-steps';

const steps = [
  {
    key: 'chemistry',
    title: 'Practise Chemistry',
    reason:
      'Your weakest subject: 42 % in its quizzes. Start with the chapter on chemical equilibrium.',
    actionLabel: 'Open Chemistry activities',
    href: '#chemistry',
  },
  {
    key: 'physics',
    title: 'Practise Physics',
    reason: '58 % in its quizzes: revise vectors and equilibrium before the next test.',
    actionLabel: 'Open Physics activities',
    href: '#physics',
  },
  {
    key: 'english',
    title: 'Practise English',
    reason: '71 % in its quizzes: a short quiz on sentence correction keeps it up.',
    actionLabel: 'Open English activities',
    href: '#english',
  },
  {
    key: 'biology',
    title: 'Practise Biology',
    reason: '88 % in its quizzes.',
    actionLabel: 'Open Biology activities',
    href: '#biology',
  },
];

const meta = {
  title: 'Stats/NextSteps',
  component: NextSteps,
  tags: ['autodocs'],
  args: { steps },
} satisfies Meta<typeof NextSteps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // At most three suggestions, the weakest first; each links to practice.
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'Open Chemistry activities' })).toHaveAttribute(
      'href',
      '#chemistry',
    );
    await expect(canvas.queryByText('Practise Biology')).toBeNull();
  },
};

export const Empty: Story = {
  args: { steps: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Nothing to suggest yet/)).toBeInTheDocument();
  },
};
