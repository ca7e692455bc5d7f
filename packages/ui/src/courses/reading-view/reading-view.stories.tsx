import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ContentType } from '@portal/domain';
import { buildContent } from '@portal/domain/fixtures';
import { ReadingView } from './reading-view';

const content = buildContent({
  ContentType: ContentType.reading,
  Title: 'Biology: Key definitions',
});

const meta = {
  title: 'Courses/ReadingView',
  component: ReadingView,
  tags: ['autodocs'],
  args: {
    title: content.Title,
    subtitle: 'Biology · Week 1',
    html: content.Body ?? undefined,
    onMarkCompleted: fn(),
    onToggleBookmark: fn(),
    onAddNote: fn(),
  },
} satisfies Meta<typeof ReadingView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotCompleted: Story = {};
export const Completed: Story = { args: { isCompleted: true } };
export const Bookmarked: Story = { args: { isBookmarked: true } };
export const LargeText: Story = { args: { textSize: 'lg' } };
