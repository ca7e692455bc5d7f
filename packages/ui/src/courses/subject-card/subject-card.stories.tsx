import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { buildCourse } from '@portal/domain/fixtures';
import { SubjectCard } from './subject-card';

const [biology] = buildCourse().Subjects;
const flp = buildCourse().Subjects.find((subject) => subject.IsFLP)!;

const meta = {
  title: 'Courses/SubjectCard',
  component: SubjectCard,
  tags: ['autodocs'],
  args: {
    subjectName: biology!.SubjectName,
    completion: biology!.Progress,
    description: '2 groups',
    onClick: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SubjectCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Regular: Story = {};
/** Full-length practice subjects carry the FLP marker. */
export const FullLengthPractice: Story = {
  args: { subjectName: flp.SubjectName, isFLP: true, completion: flp.Progress },
};
export const WithoutProgress: Story = { args: { completion: undefined, description: undefined } };
