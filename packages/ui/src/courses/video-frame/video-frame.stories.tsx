import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ContentSource } from '@portal/domain';
import { buildContent } from '@portal/domain/fixtures';
import { VideoFrame } from './video-frame';

const video = buildContent();

// The machine running the stories is offline: every story uses preview mode, which loads nothing.
const meta = {
  title: 'Courses/VideoFrame',
  component: VideoFrame,
  tags: ['autodocs'],
  args: { preview: true, title: video.Title, source: video.ContentSource, src: video.Url ?? '' },
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VideoFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Youtube: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(/youtube-nocookie\.com\/embed\/URUJD5NEXC8/),
    ).toBeVisible();
  },
};

export const LmsFile: Story = {
  args: { source: ContentSource.LMS, src: '/files/lecture-videos/biology-introduction.mp4' },
};

export const Dailymotion: Story = {
  args: { source: ContentSource.Dailymotion, src: 'https://www.dailymotion.com/video/x8abc12' },
};

export const Vimeo: Story = {
  args: { source: ContentSource.Vimeo, src: 'https://vimeo.com/76979871', ratio: 'classic' },
};

/** Offline: an external video says it needs the network instead of showing an empty frame. */
export const YoutubeOffline: Story = {
  args: { preview: false, offline: true, source: ContentSource.Youtube },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'This video plays from YouTube, which needs an internet connection.',
    );
    await expect(canvasElement.querySelector('iframe')).toBeNull();
  },
};
