import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { buttonVariants } from '../../primitives/button/button';
import { FeatureComing } from './feature-coming';

const meta = {
  title: 'Courses/FeatureComing',
  component: FeatureComing,
  tags: ['autodocs'],
  args: {
    title: 'Stats',
    description:
      'Your accuracy, progress and subject scores for this course, drawn from the tests and activities you complete.',
  },
} satisfies Meta<typeof FeatureComing>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Stats' })).toBeVisible();
    await expect(canvas.getByText('Coming soon')).toBeVisible();
  },
};

/** With a way on: back to the course's subjects. */
export const WithAction: Story = {
  args: {
    title: 'Live classes',
    description:
      'Upcoming live lectures and doubt sessions of this course, with their schedules and the classes you subscribed to.',
    children: (
      <a href="#subjects" className={buttonVariants({ variant: 'outline' })}>
        Back to subjects
      </a>
    ),
  },
};

/** Inside a page that has its own h1. */
export const AsSection: Story = {
  args: {
    headingLevel: 2,
    title: 'Teacher support',
    description: 'Ask your teachers a question about this course and read their answers.',
  },
};
