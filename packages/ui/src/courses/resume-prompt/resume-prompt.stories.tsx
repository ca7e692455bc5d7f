import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ResumePrompt } from './resume-prompt';

const meta = {
  title: 'Courses/ResumePrompt',
  component: ResumePrompt,
  tags: ['autodocs'],
  args: {
    title: 'Cell theory and the microscope',
    positionSeconds: 754,
    detail: 'Biology · Cell Biology',
    href: '#video?t=754',
  },
} satisfies Meta<typeof ResumePrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A video left at 12:34. */
export const VideoAtSecond: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', {
      name: 'Continue: Cell theory and the microscope, 12:34',
    });
    await expect(link).toHaveAttribute('href', '#video?t=754');
  },
};

/** A reading (or a video not started): no time. */
export const Reading: Story = {
  args: {
    title: 'Cell theory, magnification and resolution',
    positionSeconds: 0,
    href: '#reading',
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', {
        name: 'Continue: Cell theory, magnification and resolution',
      }),
    ).toBeVisible();
  },
};

/** Inside a course card on the dashboard. */
export const Inline: Story = { args: { layout: 'inline', detail: undefined } };

/** Past an hour the time reads h:mm:ss. */
export const LongLecture: Story = { args: { positionSeconds: 3723 } };
