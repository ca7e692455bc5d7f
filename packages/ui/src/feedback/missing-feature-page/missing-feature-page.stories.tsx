import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { buttonVariants } from '../../primitives/button/button';
import { MissingFeaturePage } from './missing-feature-page';

const meta = {
  title: 'Feedback/MissingFeaturePage',
  component: MissingFeaturePage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MissingFeaturePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', {
        name: 'Oops!! Your Current Package does not include this feature.',
      }),
    ).toBeVisible();
  },
};

export const WithUpgradeLink: Story = {
  args: {
    children: (
      <a href="/UpgradeSubscription" className={buttonVariants()}>
        Upgrade subscription
      </a>
    ),
  },
};
