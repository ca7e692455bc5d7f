import type { Meta, StoryObj } from '@storybook/react-vite';
import { buildCourse, buildSubjectScore } from '@portal/domain/fixtures';
import { SubjectsDonut } from './subjects-donut';

const slices = buildCourse()
  .Subjects.filter((subject) => !subject.IsFLP)
  .map((subject) => {
    const score = buildSubjectScore({
      SubjectName: subject.SubjectName,
      SubjectColor: subject.SubjectColor,
      Score: 50 + subject.SubjectId * 8,
    });
    return { label: score.SubjectName, value: score.Score, color: score.SubjectColor };
  });

const meta = {
  title: 'Stats/Charts/SubjectsDonut',
  component: SubjectsDonut,
  tags: ['autodocs'],
  args: { title: 'Score by subject', subjects: slices },
} satisfies Meta<typeof SubjectsDonut>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One subject: cutout 55 %. */
export const OneSubject: Story = { args: { subjects: slices.slice(0, 1) } };
/** Two subjects: cutout 70 %. */
export const TwoSubjects: Story = { args: { subjects: slices.slice(0, 2) } };
/** Four subjects: cutout capped at 90 %. */
export const FourSubjects: Story = {};
export const Loading: Story = { args: { loading: true } };
