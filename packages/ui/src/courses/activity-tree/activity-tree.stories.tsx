import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { buildSubjectActivityGroups } from '@portal/domain/fixtures';
import { ActivityTree, activityKey } from './activity-tree';

const groups = buildSubjectActivityGroups({ SubjectId: 1, SubjectName: 'Biology' });
const firstActivity = groups[0]!.SubjectActivityGroupDays[0]!.SubjectGroupDayActivities[0]!;

const meta = {
  title: 'Courses/ActivityTree',
  component: ActivityTree,
  tags: ['autodocs'],
  args: { groups, onExpandGroup: fn(), onExpandDay: fn(), onSelectActivity: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ActivityTree>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first group's first day is open (spec: prefilled), its first activity selected. */
export const Default: Story = { args: { selectedActivityKey: activityKey(firstActivity) } };

/** Week 2 open: its last day is locked and cannot be opened. */
export const LockedDay: Story = {
  args: { defaultExpandedGroups: ['Week 2'], defaultExpandedDays: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const locked = canvas.getByRole('button', { name: /Day 4 \(locked\)/ });
    await expect(locked).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(locked);
    await expect(args.onExpandDay).not.toHaveBeenCalled();
  },
};

/** Keyboard only: Tab to a group, Enter to expand, Tab into a day, Enter to open an activity. */
export const Keyboard: Story = {
  args: { defaultExpandedGroups: [], defaultExpandedDays: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Week 1' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Week 1' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(args.onExpandGroup).toHaveBeenCalledOnce();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Day 1' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelectActivity).toHaveBeenCalledWith(
      firstActivity,
      expect.anything(),
      expect.anything(),
    );
  },
};

export const LoadingActivities: Story = {
  args: { loadingDays: [groups[0]!.SubjectActivityGroupDays[0]!.SOSDetailId] },
};

export const Empty: Story = { args: { groups: [] } };
