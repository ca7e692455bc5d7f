import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../../primitives/button/button';
import { EmptyState } from '../../feedback/empty-state/empty-state';
import { ListSkeleton } from '../../feedback/list-skeleton/list-skeleton';
import { PageSection } from './page-section';

const meta = {
  title: 'Shell/PageSection',
  component: PageSection,
  args: {
    title: 'My Invoices',
    children: <EmptyState avatar="emptynotes" message="Your invoices will appear here." />,
  },
  decorators: [
    (Story) => (
      <div className="max-w-3xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PageSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page whose content arrives later: the title and an empty state. The h1 names the section. */
export const Placeholder: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1, name: 'My Invoices' });
    await expect(canvas.getByRole('region', { name: 'My Invoices' })).toContainElement(heading);
  },
};

/** With a description under the title. */
export const WithDescription: Story = {
  args: {
    title: 'Notifications',
    description: 'Messages from your courses and the portal.',
    children: <ListSkeleton kind="contentList" />,
  },
};

/** With actions at the right of the title. */
export const WithActions: Story = {
  args: {
    title: 'Notifications',
    actions: <Button variant="outline">Mark all read</Button>,
    children: <ListSkeleton kind="contentList" />,
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Mark all read' }),
    ).toBeVisible();
  },
};
