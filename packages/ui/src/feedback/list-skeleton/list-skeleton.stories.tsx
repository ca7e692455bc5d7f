import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ListSkeleton } from './list-skeleton';

const meta = {
  title: 'Feedback/ListSkeleton',
  component: ListSkeleton,
  args: { kind: 'notes' },
} satisfies Meta<typeof ListSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

// spec: counts of 3, 4 or 7 items, and 3 button placeholders on some lists.
export const CountThree: Story = {
  args: { kind: 'tests', count: 3 },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveAttribute('data-count', '3');
    await expect(status).toHaveTextContent('Loading tests');
  },
};
export const CountFour: Story = { args: { kind: 'tests', count: 4 } };
export const CountSeven: Story = { args: { kind: 'tests', count: 7 } };
export const WithThreeButtons: Story = {
  args: { kind: 'assignments', count: 3, withButtons: true },
  play: async ({ canvasElement }) => {
    const buttons = canvasElement.querySelector('[data-slot="buttons-skeleton"]');
    await expect(buttons?.children).toHaveLength(3);
  },
};

export const Notes: Story = { args: { kind: 'notes' } };
export const Bookmarks: Story = { args: { kind: 'bookmarks' } };
export const Leaderboard: Story = { args: { kind: 'leaderboard' } };
export const Ebooks: Story = { args: { kind: 'ebooks' } };
export const Tests: Story = { args: { kind: 'tests' } };
export const Assignments: Story = { args: { kind: 'assignments' } };
export const SubscribedClasses: Story = { args: { kind: 'subscribedClasses' } };
export const UpcomingClasses: Story = { args: { kind: 'upcomingClasses' } };
export const ActivityNavigation: Story = { args: { kind: 'activityNavigation' } };
export const ContentList: Story = { args: { kind: 'contentList' } };
export const MixedContent: Story = { args: { kind: 'mixedContent' } };
export const ProgramCompletion: Story = { args: { kind: 'programCompletion' } };
export const SubjectScore: Story = { args: { kind: 'subjectScore' } };
export const ProgramSummary: Story = { args: { kind: 'programSummary' } };
export const TestAndAssignmentProgress: Story = { args: { kind: 'testAndAssignmentProgress' } };
export const PaymentMethod: Story = { args: { kind: 'paymentMethod' } };
export const DayActivities: Story = { args: { kind: 'dayActivities' } };
export const LiveLectures: Story = { args: { kind: 'liveLectures' } };
export const CoursesList: Story = { args: { kind: 'coursesList' } };
export const PrintableInvoice: Story = { args: { kind: 'printableInvoice' } };
export const HowYouKnow: Story = { args: { kind: 'howYouKnow' } };
export const AcademicInfo: Story = { args: { kind: 'academicInfo' } };
