import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { buildCandidateProfile } from '@portal/domain/fixtures';
import {
  AcademicRecordsEditor,
  type AcademicRecordDraft,
  type AcademicRecordsEditorProps,
} from './academic-records-editor';

const profile = buildCandidateProfile();
const records: AcademicRecordDraft[] = profile.AcademicInformations.map((record, index) => ({
  key: `saved-${index}`,
  CandidateAcademicId: record.CandidateAcademicId ?? null,
  AcademicLevelId: String(record.AcademicLevelId),
  Institute: record.Institute,
  Board: record.Board ?? '',
  PassingYear: String(record.PassingYear),
  Marks: String(record.Marks),
}));

/** Holds the records like the portal does, so typing, adding and removing can be played. */
function Stateful(props: AcademicRecordsEditorProps) {
  const [current, setCurrent] = useState(props.records);
  return (
    <AcademicRecordsEditor
      {...props}
      records={current}
      onChange={(next) => {
        setCurrent(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Profile/AcademicRecordsEditor',
  component: AcademicRecordsEditor,
  tags: ['autodocs'],
  args: { levels: profile.Academics, records, onChange: fn() },
  render: (args) => <Stateful {...args} />,
  decorators: [
    (Story) => (
      <div className="max-w-3xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AcademicRecordsEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const marks = canvas.getAllByLabelText(/Marks/)[0];
    if (!marks) throw new Error('no marks field');
    await userEvent.clear(marks);
    await userEvent.type(marks, '95');
    await expect(args.onChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ Marks: '95', CandidateAcademicId: 1 }),
      expect.objectContaining({ CandidateAcademicId: 2 }),
    ]);
  },
};

export const AddAndRemove: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add academic record' }));
    await expect(canvas.getByRole('group', { name: 'Record 3' })).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith([
      expect.anything(),
      expect.anything(),
      expect.objectContaining({ CandidateAcademicId: null, Institute: '' }),
    ]);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Remove Record 1 (Matric / O Level)' }),
    );
    await expect(canvas.getAllByRole('group', { name: /^Record \d/ })).toHaveLength(2);
  },
};

export const Empty: Story = { args: { records: [] } };

export const WithErrors: Story = {
  args: {
    records: [{ ...records[0]!, Institute: '', Marks: '120' }],
    errors: {
      0: { Institute: 'Institute is required.', Marks: 'Marks must be between 0 and 100.' },
    },
  },
};

export const Disabled: Story = { args: { disabled: true } };
