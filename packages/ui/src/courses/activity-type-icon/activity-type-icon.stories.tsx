import type { Meta, StoryObj } from '@storybook/react-vite';
import { ActivityType } from '@portal/domain';
import { ActivityTypeIcon } from './activity-type-icon';

const meta = {
  title: 'Courses/ActivityTypeIcon',
  component: ActivityTypeIcon,
  tags: ['autodocs'],
  args: { labelled: true, size: 'lg', className: 'text-foreground' },
} satisfies Meta<typeof ActivityTypeIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Video: Story = { args: { type: ActivityType.video } };
export const Reading: Story = { args: { type: ActivityType.reading } };
export const Test: Story = { args: { type: ActivityType.test } };
export const ClassTest: Story = { args: { type: ActivityType.classTest } };
export const Assignment: Story = { args: { type: ActivityType.assignment } };
