import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AssignmentReview } from './assignment-review';

const meta = {
  title: 'Assignments/AssignmentReview',
  component: AssignmentReview,
  tags: ['autodocs'],
  args: {
    assignment: {
      ObtainedScore: 8,
      TotalScore: 10,
      TeacherRemarks:
        '<p>The table is complete and the resolution figures are right.</p><ul><li>Say why electrons give the better resolution: their wavelength is far shorter than light’s.</li><li>Label the <strong>condenser lens</strong> in your diagram.</li></ul><p>Revise <a href="https://en.wikipedia.org/wiki/Electron_microscope" rel="noopener noreferrer nofollow" target="_blank">electron microscopes</a>.</p>',
      ReviewedFileUrl: '#annotated-microscopes-table',
      ReviewedFileName: 'microscopes-table-reviewed.pdf',
    },
  },
  decorators: [
    (Story) => (
      <div className="max-w-3xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AssignmentReview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithAnnotatedFile: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Review' })).toBeVisible();
    await expect(canvas.getByText('Reviewed file:')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Download microscopes-table-reviewed.pdf' })).toHaveAttribute('download', 'microscopes-table-reviewed.pdf');
    await expect(canvas.getByText('condenser lens')).toBeVisible();
  },
};
export const RemarksOnly: Story = {
  args: {
    assignment: {
      ObtainedScore: 6,
      TotalScore: 10,
      TeacherRemarks: '<p>Cr and Cu are right; Fe is [Ar] 3d6 4s2, not 3d8.</p>',
      ReviewedFileUrl: null,
      ReviewedFileName: null,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Score 6 / 10')).toBeVisible();
    await expect(canvas.queryByText('Reviewed file:')).toBeNull();
  },
};
