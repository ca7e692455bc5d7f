import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WebinarFolder } from '@portal/domain';
import { buildWebinar } from '@portal/domain/fixtures';
import { WebinarList } from './webinar-list';

const webinars = [0, 1, 2, 3, 4, 5].map((index) => buildWebinar({}, index));
const inFolder = (folder: WebinarFolder) =>
  webinars.filter((webinar) => webinar.WebinarFolder === folder);

const meta = {
  title: 'Webinars/WebinarList',
  component: WebinarList,
  tags: ['autodocs'],
  args: { webinars, folder: WebinarFolder.all, onFolderChange: fn(), onOpen: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-3xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof WebinarList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Past' }));
    await expect(args.onFolderChange).toHaveBeenCalledWith(WebinarFolder.past);
  },
};
export const Current: Story = {
  args: { folder: WebinarFolder.current, webinars: inFolder(WebinarFolder.current) },
};
export const Upcoming: Story = {
  args: { folder: WebinarFolder.upcoming, webinars: inFolder(WebinarFolder.upcoming) },
};
export const Past: Story = {
  args: { folder: WebinarFolder.past, webinars: inFolder(WebinarFolder.past) },
};
export const Loading: Story = { args: { loading: true } };
export const Empty: Story = { args: { webinars: [] } };
