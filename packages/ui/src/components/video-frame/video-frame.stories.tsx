import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ContentSource } from '@portal/domain';
import { VideoFrame } from './video-frame';

// The machine running the stories is offline: every story uses preview mode, which loads nothing.
const meta = {
  title: 'Learning/VideoFrame',
  component: VideoFrame,
  tags: ['autodocs'],
  args: { preview: true, title: 'Laws of Motion — Lecture 1' },
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

export const LmsFile: Story = {
  args: {
    source: ContentSource.LMS,
    src: 'https://files.example.test/lecture-videos/laws-of-motion.mp4',
  },
};

export const Youtube: Story = {
  args: { source: ContentSource.Youtube, src: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(/youtube-nocookie\.com\/embed\/dQw4w9WgXcQ/),
    ).toBeVisible();
  },
};

export const Dailymotion: Story = {
  args: { source: ContentSource.Dailymotion, src: 'https://www.dailymotion.com/video/x8abc12' },
};

export const Vimeo: Story = {
  args: { source: ContentSource.Vimeo, src: 'https://vimeo.com/76979871', ratio: 'classic' },
};
