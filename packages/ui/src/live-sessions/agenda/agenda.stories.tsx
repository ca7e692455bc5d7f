import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AgendaItemKind } from '@portal/domain';
import { REFERENCE_DATE, buildAgendaItems } from '@portal/domain/fixtures';
import { Agenda, type AgendaKindFilter } from './agenda';

const items = buildAgendaItems();
const now = Date.parse(REFERENCE_DATE);
const courses = [
  { value: '1001', label: 'MDCAT Complete Preparation 2027' },
  { value: '2001', label: 'NUMS Entry Test Preparation 2027' },
];

const meta = {
  title: 'Live Sessions/Agenda',
  component: Agenda,
  tags: ['autodocs'],
  args: { items, now, timeZone: 'Asia/Karachi', courses },
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Agenda>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two courses' classes, a cancelled doubt session, a webinar and due dates; today marked. */
export const Page: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Today')).toBeInTheDocument();
    await expect(canvas.getByText('Projectile Motion')).toBeInTheDocument();
    await expect(canvas.getByText('Cancelled')).toBeInTheDocument();
    await expect(canvasElement.querySelectorAll('[data-kind]')).toHaveLength(items.length);
  },
};

/** The filters are controlled: this keeps their state as the portal's page does. */
function FilteredAgenda(args: React.ComponentProps<typeof Agenda>) {
  const [course, setCourse] = React.useState('');
  const [kind, setKind] = React.useState<AgendaKindFilter>('all');
  return <Agenda {...args} course={course} onCourseChange={setCourse} kind={kind} onKindChange={setKind} />;
}

export const Filtering: Story = {
  render: (args) => <FilteredAgenda {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Classes' }));
    await expect(canvasElement.querySelectorAll('[data-kind]')).toHaveLength(
      items.filter((item) => item.Kind === AgendaItemKind.liveClass).length,
    );
    await userEvent.selectOptions(canvas.getByLabelText('Course'), '2001');
    await expect(canvas.getByText('Organic Reactions')).toBeInTheDocument();
    await expect(canvas.queryByText('Projectile Motion')).toBeNull();
  },
};

/** A class under way (started at 14:00 Karachi, now 14:30) is framed and reads "Live now". */
export const ClassUnderWay: Story = {
  args: {
    items: items.map((item, index) => (index === 0 ? { ...item, StartTime: REFERENCE_DATE, MeetingStatus: 2 as const } : item)),
    now: now + 30 * 60_000,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Live now')).toBeInTheDocument();
  },
};

/** The dashboard's "This week": no filters, no course names. */
export const Panel: Story = {
  args: { variant: 'panel', title: 'This week', items: items.slice(0, 4) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'This week' })).toBeInTheDocument();
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
  },
};

export const Loading: Story = { args: { loading: true } };

export const Empty: Story = {
  args: { items: [], emptyMessage: 'Nothing on your agenda in the next four weeks. Subscribe to a live class to see it here.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Nothing on your agenda/)).toBeInTheDocument();
  },
};
