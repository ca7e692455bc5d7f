import type { Meta, StoryObj } from '@storybook/react-vite';
import { buildCourse, buildSubjectScore } from '@portal/domain/fixtures';
import { SubjectScoreChart } from './subject-score-chart';

const scores = buildCourse()
  .Subjects.filter((subject) => !subject.IsFLP)
  .map((subject, index) =>
    buildSubjectScore({
      SubjectName: subject.SubjectName,
      SubjectColor: subject.SubjectColor,
      Score: [78, 64, 55, 83][index] ?? 50,
    }),
  );

const meta = {
  title: 'Stats/Charts/SubjectScoreChart',
  component: SubjectScoreChart,
  tags: ['autodocs'],
  args: { scores },
} satisfies Meta<typeof SubjectScoreChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SingleSubject: Story = { args: { scores: [buildSubjectScore()] } };
export const Loading: Story = { args: { loading: true } };
