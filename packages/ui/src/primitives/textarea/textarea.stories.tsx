import type { Meta, StoryObj } from '@storybook/react-vite';
import { validationMessage } from '@portal/domain';
import { expect, userEvent, within } from 'storybook/test';
import { Textarea } from './textarea';

const meta = {
  title: 'Primitives/Textarea',
  component: Textarea,
  args: { id: 'feedback', label: 'Your feedback', placeholder: 'Tell us what you think' },
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithCount: Story = {
  args: { maxLength: 200 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Your feedback'), 'Great lecture');
    await expect(canvas.getByText('13 / 200')).toBeVisible();
  },
};
export const Filled: Story = {
  args: { defaultValue: 'The chemistry videos were very clear.', maxLength: 200 },
};
export const TooLong: Story = {
  args: {
    defaultValue: 'A note that is longer than allowed.',
    error: validationMessage('maxLength', { field: 'Feedback', max: 20 }),
  },
};
