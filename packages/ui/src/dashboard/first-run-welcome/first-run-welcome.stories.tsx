import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { buttonVariants } from '../../primitives/button/button';
import { FirstRunWelcome } from './first-run-welcome';

const meta = {
  title: 'Dashboard/FirstRunWelcome',
  component: FirstRunWelcome,
  tags: ['autodocs'],
  args: {
    name: 'Ayesha',
    action: (
      <a href="/dashboard/profile" className={buttonVariants()}>
        Complete your profile
      </a>
    ),
  },
} satisfies Meta<typeof FirstRunWelcome>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new candidate: welcome, how enrolment works in three steps, and the next step. */
export const NewCandidate: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('region', { name: 'Welcome to the portal, Ayesha' }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'Complete your profile' })).toBeVisible();
    await expect(canvas.queryByText('Oops!')).toBeNull();
  },
};

/** Without a name or an action (e.g. the profile is already complete). */
export const WithoutAction: Story = {
  args: { name: undefined, action: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Welcome to the portal' })).toBeVisible();
    await expect(canvas.queryByText(/Next step/)).toBeNull();
  },
};
