import type { Meta, StoryObj } from '@storybook/react-vite';
import { buildCourse, buildSubjectCompletion } from '@portal/domain/fixtures';
import { SubjectCompletionChart } from './subject-completion-chart';

const subjects = buildCourse().Subjects.map((subject) =>
  buildSubjectCompletion({
    SubjectName: subject.SubjectName,
    SubjectProgress: subject.Progress,
    Color: subject.SubjectColor,
  }),
);

const meta = {
  title: 'Stats/Charts/SubjectCompletionChart',
  component: SubjectCompletionChart,
  tags: ['autodocs'],
  args: { subjects },
} satisfies Meta<typeof SubjectCompletionChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SingleSubject: Story = { args: { subjects: [buildSubjectCompletion()] } };
export const Loading: Story = { args: { loading: true } };
