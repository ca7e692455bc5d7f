import type { Meta, StoryObj } from '@storybook/react-vite';
import { buildCourse } from '@portal/domain/fixtures';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Card, CardDescription, CardHeader, CardTitle } from '../../primitives/card/card';
import { EmptyState } from '../../feedback/empty-state/empty-state';
import { ListSkeleton } from '../../feedback/list-skeleton/list-skeleton';
import { DashboardTabs } from './dashboard-tabs';

const course = buildCourse();

const courses = (
  <Card className="max-w-sm">
    <CardHeader>
      <CardTitle>{course.CourseName}</CardTitle>
      <CardDescription>
        {course.Subjects.map((subject) => subject.SubjectName).join(', ')}
      </CardDescription>
    </CardHeader>
  </Card>
);

const meta = {
  title: 'Dashboard/DashboardTabs',
  component: DashboardTabs,
  args: {
    onValueChange: fn(),
    courses,
    ebooks: <EmptyState avatar="norecord" message="You have no e-books yet." />,
  },
} satisfies Meta<typeof DashboardTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MyCourses: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'My Courses' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'My Ebooks' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(args.onValueChange).toHaveBeenLastCalledWith('ebooks');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(course.CourseName);
  },
};
export const MyEbooks: Story = { args: { defaultValue: 'ebooks' } };
export const Loading: Story = {
  args: { courses: <ListSkeleton kind="coursesList" />, ebooks: <ListSkeleton kind="ebooks" /> },
};
