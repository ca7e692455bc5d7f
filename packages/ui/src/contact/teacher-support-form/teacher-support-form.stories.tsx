import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { buildCourse } from '@portal/domain/fixtures';
import { TeacherSupportForm } from './teacher-support-form';

const subjects = buildCourse().Subjects.filter((subject) => !subject.IsFLP);

const meta = {
  title: 'Contact/TeacherSupportForm',
  component: TeacherSupportForm,
  tags: ['autodocs'],
  args: { subjects, onSubmit: fn(), onReset: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TeacherSupportForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('Subject'), 'Chemistry');
    await userEvent.type(canvas.getByLabelText(/Title/), 'SN1 vs SN2');
    await userEvent.type(
      canvas.getByLabelText(/Question/),
      'When does a tertiary halide react by SN2?',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Send to teacher' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      subjectId: 2,
      title: 'SN1 vs SN2',
      message: 'When does a tertiary halide react by SN2?',
    });
  },
};
export const WithErrors: Story = {
  args: { errors: { title: 'Title is required.', message: 'Question is required.' } },
};
export const Sending: Story = { args: { pending: true } };
export const Sent: Story = { args: { sent: true } };
