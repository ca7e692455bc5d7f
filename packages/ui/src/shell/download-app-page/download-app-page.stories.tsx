import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DownloadAppPage } from './download-app-page';

const meta = {
  title: 'Shell/DownloadAppPage',
  component: DownloadAppPage,
  parameters: { layout: 'fullscreen' },
  args: {
    productName: 'Candidate Portal',
    appStoreUrl: 'https://apps.apple.com/app/id0000000000',
    playStoreUrl: 'https://play.google.com/store/apps/details?id=portal.candidate',
    onContinueInBrowser: fn(),
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

/** No store links configured: the page still offers a way forward, continuing in the browser. */
export const NoStoreLinks: Story = {
  args: { platform: 'ios', appStoreUrl: undefined, playStoreUrl: undefined },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue in the browser' }));
    await expect(args.onContinueInBrowser).toHaveBeenCalledOnce();
  },
};
