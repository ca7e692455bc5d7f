import type { Meta, StoryObj } from '@storybook/react-vite';
import { Feature } from '@portal/domain';
import { buildPackageFeatures } from '@portal/domain/fixtures';
import {
  BarChart3,
  Bookmark,
  BookOpen,
  CircleHelp,
  ClipboardList,
  NotebookPen,
  Search,
  Trophy,
  Video,
} from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CourseSidebar, type CourseNavItem } from './course-sidebar';

const items: CourseNavItem[] = [
  { id: 'subjects', label: 'Subjects', icon: <BookOpen aria-hidden /> },
  { id: 'quizzes', label: 'Quizzes', icon: <ClipboardList aria-hidden />, area: 'quizzes' },
  { id: 'live', label: 'Live classes', icon: <Video aria-hidden />, area: 'liveClass' },
  { id: 'stats', label: 'Stats', icon: <BarChart3 aria-hidden />, area: 'stats' },
  { id: 'leaderboard', label: 'Leaderboard', icon: <Trophy aria-hidden />, area: 'leaderBoard' },
  { id: 'search', label: 'Search', icon: <Search aria-hidden />, area: 'search' },
  {
    id: 'support',
    label: 'Teacher support',
    icon: <CircleHelp aria-hidden />,
    area: 'teacherSupport',
  },
  { id: 'notes', label: 'Notes', icon: <NotebookPen aria-hidden />, area: 'notes' },
  { id: 'bookmarks', label: 'Bookmarks', icon: <Bookmark aria-hidden />, area: 'bookmarks' },
];

// A basic package: no stats, leaderboard or teacher support.
const basicPackage = buildPackageFeatures([
  Feature.Stats,
  Feature.Leaderboard,
  Feature.TeacherSupport,
]);

const meta = {
  title: 'Courses/CourseSidebar',
  component: CourseSidebar,
  args: { items, packageFeatures: buildPackageFeatures(), activeId: 'subjects', onNavigate: fn() },
} satisfies Meta<typeof CourseSidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FullPackage: Story = {
  play: async ({ args, canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Course' });
    await expect(within(nav).getByRole('button', { name: 'Subjects' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(within(nav).getByRole('button', { name: 'Stats' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('stats');
  },
};

export const LockedFeatures: Story = {
  args: { packageFeatures: basicPackage },
  play: async ({ args, canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation');
    await expect(within(nav).queryByRole('button', { name: /Stats/ })).not.toBeInTheDocument();
    const stats = within(nav).getByText('Stats').closest('[aria-disabled]');
    await expect(stats).toHaveAttribute('aria-disabled', 'true');
    await expect(stats).toHaveTextContent('(not in your package)');
    await userEvent.click(within(nav).getByText('Leaderboard'));
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
};

export const HiddenFeatures: Story = {
  args: { packageFeatures: basicPackage, lockedItems: 'hide' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation');
    await expect(within(nav).queryByText('Stats')).not.toBeInTheDocument();
    await expect(within(nav).getAllByRole('listitem')).toHaveLength(6);
  },
};

export const LiveClassesNeedOneOfTwo: Story = {
  name: 'Live classes: LiveDoubts alone is enough',
  args: { packageFeatures: buildPackageFeatures([Feature.LiveLectures]), activeId: 'live' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Live classes' })).toBeEnabled();
  },
};

export const AsLinks: Story = {
  args: { items: items.map((item) => ({ ...item, href: `#/${item.id}` })), activeId: 'notes' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Notes' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};
