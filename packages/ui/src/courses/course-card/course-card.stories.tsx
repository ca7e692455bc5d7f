import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SubscriptionStatus } from '@portal/domain';
import { buildCourse, buildItemRating } from '@portal/domain/fixtures';
import { ResumePrompt } from '../resume-prompt/resume-prompt';
import { CourseCard } from './course-card';

const course = buildCourse({ ItemRating: buildItemRating({ Rating: 4 }) });

const meta = {
  title: 'Courses/CourseCard',
  component: CourseCard,
  tags: ['autodocs'],
  args: {
    courseName: course.CourseName,
    courseEndDate: course.CourseEndDate.Value,
    rating: course.ItemRating?.Rating ?? 0,
    subscriptionStatus: course.Subscription.SubscriptionStatus,
    onOpen: fn(),
  },
} satisfies Meta<typeof CourseCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {};
export const NotRated: Story = { args: { rating: 0 } };
export const NoEndDate: Story = { args: { courseEndDate: null } };
export const Pending: Story = { args: { subscriptionStatus: SubscriptionStatus.Pending } };
export const Trial: Story = { args: { subscriptionStatus: SubscriptionStatus.Trial } };
export const Suspended: Story = { args: { subscriptionStatus: SubscriptionStatus.Suspended } };
export const Unsubscribed: Story = {
  args: { subscriptionStatus: SubscriptionStatus.Unsubscribed },
};
export const Cancelled: Story = { args: { subscriptionStatus: SubscriptionStatus.Cancelled } };
export const Expired: Story = {
  args: { subscriptionStatus: SubscriptionStatus.Expired, onOpen: undefined },
};
export const ListLayout: Story = { args: { layout: 'list' } };

/** Where the student left off (beyond the spec): the card offers "Continue". */
export const WithResume: Story = {
  args: {
    resume: (
      <ResumePrompt
        layout="inline"
        title="Cell theory and the microscope"
        positionSeconds={754}
        href="#continue"
      />
    ),
  },
};
