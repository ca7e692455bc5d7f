import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CalendarFeedPanel } from './calendar-feed-panel';

const meta = {
  title: 'Live Sessions/CalendarFeedPanel',
  component: CalendarFeedPanel,
  tags: ['autodocs'],
  args: { isActive: false, createdAt: null, onCreate: fn(), onRevoke: fn(), onCopy: fn(async () => {}) },
  decorators: [
    (Story) => (
      <div className="max-w-xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CalendarFeedPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoLink: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Make a calendar link' }));
    await expect(args.onCreate).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('button', { name: 'Revoke the link' })).toBeNull();
  },
};

export const LinkJustMade: Story = {
  args: {
    isActive: true,
    createdAt: '2026-11-24T08:00:00.000Z',
    feedUrl: 'https://portal.example.org/calendar/Xq2v9yH4b6N1c8Rk0LmZt5Wp3Ja7Ud2Fs9Ge4Hi6Ko0.ics',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Your private calendar link')).toHaveValue(args.feedUrl);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
    await expect(args.onCopy).toHaveBeenCalledWith(args.feedUrl);
    await expect(await canvas.findByText('Copied to the clipboard.')).toBeInTheDocument();
  },
};

export const LinkActive: Story = {
  args: { isActive: true, createdAt: '2026-11-20T08:00:00.000Z' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/not shown again/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Revoke the link' }));
    await expect(args.onRevoke).toHaveBeenCalledOnce();
  },
};
