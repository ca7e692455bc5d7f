import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { focusRingAtOnce } from '../../lib/testing/focus-ring';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
  args: { defaultValue: 'videos' },
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Content type">
        <TabsTrigger value="videos">Videos</TabsTrigger>
        <TabsTrigger value="readings">Readings</TabsTrigger>
        <TabsTrigger value="quizzes">Quizzes</TabsTrigger>
      </TabsList>
      <TabsContent value="videos">Three videos in this activity.</TabsContent>
      <TabsContent value="readings">Two readings in this activity.</TabsContent>
      <TabsContent value="quizzes">One quiz in this activity.</TabsContent>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SecondSelected: Story = { args: { defaultValue: 'readings' } };

/** Arrow keys move between tabs and show the matching panel; Home/End jump to the ends. */
export const ArrowKeys: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Videos' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Readings' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'Readings' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Two readings in this activity.');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Videos' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Quizzes' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('One quiz in this activity.');
  },
};

/** Tab onto the selected tab: its ring is in the ring colour at once (it does not fade in). */
export const FocusRing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const tab = canvas.getByRole('tab', { name: 'Videos' });
    await expect(tab).toHaveFocus();
    const ring = focusRingAtOnce(tab);
    await expect(ring.animatesOutline).toBe(false);
    await expect(ring.outlineStyle).toBe('solid');
    await expect(ring.outlineColor).toBe(ring.ring);
  },
};
