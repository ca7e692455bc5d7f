import type { Meta, StoryObj } from '@storybook/react-vite';
import { buildCourse } from '@portal/domain/fixtures';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CourseBreadcrumbs } from './course-breadcrumbs';

const course = buildCourse();
const subject = course.Subjects[0]!;

const meta = {
  title: 'Courses/CourseBreadcrumbs',
  component: CourseBreadcrumbs,
  args: { courseName: course.CourseName, step: 'subject-nav', onNavigate: fn() },
} satisfies Meta<typeof CourseBreadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SubjectNav: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Breadcrumb' });
    await expect(within(nav).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(nav).getByText('Subjects')).toHaveAttribute('aria-current', 'page');
  },
};
export const GroupNav: Story = { args: { step: 'group-nav', subjectName: subject.SubjectName } };
export const ActivityNav: Story = {
  args: {
    step: 'activity-nav',
    subjectName: subject.SubjectName,
    groupName: 'Group 1',
    activityName: 'Cell structure: video lecture',
  },
  play: async ({ args, canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Breadcrumb' });
    await expect(within(nav).getByText('Cell structure: video lecture')).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(within(nav).getByRole('button', { name: 'Group 1' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('group-nav');
    await userEvent.click(within(nav).getByRole('button', { name: subject.SubjectName }));
    await expect(args.onNavigate).toHaveBeenCalledWith('subject-nav');
  },
};
