import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DownloadAppPage } from './download-app-page';

const meta = {
  title: 'Shell/DownloadAppPage',
  component: DownloadAppPage,
  parameters: { layout: 'fullscreen' },
  args: {
    productName: 'Candidate Portal',
    appStoreUrl: 'https://apps.apple.com/app/id0000000000',
    playStoreUrl: 'https://play.google.com/store/apps/details?id=portal.candidate',
  },
} satisfies Meta<typeof DownloadAppPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Android: Story = {
  args: { platform: 'android' },
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links[0]).toHaveAccessibleName('Get it on Google Play');
  },
};
export const Ios: Story = {
  args: { platform: 'ios' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link')[0]).toHaveAccessibleName(
      'Download on the App Store',
    );
  },
};
export const OtherPlatform: Story = { args: { platform: 'other' } };
