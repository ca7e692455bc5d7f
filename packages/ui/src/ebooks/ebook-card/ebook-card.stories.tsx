import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { buildCourse, buildEBook } from '@portal/domain/fixtures';
import { EBookCard } from './ebook-card';

const ebook = buildEBook();

const meta = {
  title: 'Ebooks/EBookCard',
  component: EBookCard,
  tags: ['autodocs'],
  // Covers are not loaded in stories (offline machine): the icon stands in, as for a null CoverImage.
  args: {
    title: ebook.Title,
    author: ebook.Author,
    courseName: buildCourse().CourseName,
    onOpen: fn(),
  },
} satisfies Meta<typeof EBookCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Small: Story = { args: { size: 'sm' } };
export const TitleOnly: Story = {
  args: { author: undefined, courseName: undefined, onOpen: undefined },
};
