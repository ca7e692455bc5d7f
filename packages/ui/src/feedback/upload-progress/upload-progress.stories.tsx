import type { Meta, StoryObj } from '@storybook/react-vite';
import { UploadProgress } from './upload-progress';

const meta = {
  title: 'Feedback/UploadProgress',
  component: UploadProgress,
  tags: ['autodocs'],
  args: { label: 'Uploading matric-certificate.pdf', value: 45 },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof UploadProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Started: Story = { args: { value: 5 } };
export const Halfway: Story = {};
export const Done: Story = { args: { value: 100, tone: 'success' } };
export const Failed: Story = { args: { value: 60, tone: 'error' } };
