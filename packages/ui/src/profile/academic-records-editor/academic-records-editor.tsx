import * as React from 'react';
import { Plus, Trash2 } from 'lucide-react';
import type { AcademicLevel } from '@portal/domain';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/button/button';
import { Select } from '../../primitives/select/select';
import { TextInput } from '../../primitives/text-input/text-input';

/** The editable fields of one academic record (a row of AcademicInformations). */
export const academicRecordFieldNames = [
  'AcademicLevelId',
  'Institute',
  'Board',
  'PassingYear',
  'Marks',
] as const;
export type AcademicRecordFieldName = (typeof academicRecordFieldNames)[number];

/** One record as typed: every field a string (the portal parses and validates on save). */
export type AcademicRecordDraft = Record<AcademicRecordFieldName, string> & {
  /** Stable React key for the row (not sent). */
  key: string;
  /** The saved record's id; null for a record added in this edit. */
  CandidateAcademicId: number | null;
};

export type AcademicRecordsEditorProps = Omit<React.ComponentProps<'fieldset'>, 'onChange'> & {
  /** The academic levels the candidate may choose (the profile's Academics). */
  levels: readonly AcademicLevel[];
  /** The records as typed. */
  records: readonly AcademicRecordDraft[];
  /** Already-worded errors per record index and field. @defaultValue {} */
  errors?: Partial<Record<number, Partial<Record<AcademicRecordFieldName, string>>>>;
  /** Disables every control (while saving). @defaultValue false */
  disabled?: boolean;
  /** Called with the whole new list after an edit, an added row or a removed row. */
  onChange: (records: AcademicRecordDraft[]) => void;
};

let nextKey = 0;

/** An empty record for a new row. */
export function emptyAcademicRecord(): AcademicRecordDraft {
  nextKey += 1;
  return {
    key: `new-${nextKey}`,
    CandidateAcademicId: null,
    AcademicLevelId: '',
    Institute: '',
    Board: '',
    PassingYear: '',
    Marks: '',
  };
}

/** The candidate's academic records (level, institute, board, passing year, marks), row by row. */
export function AcademicRecordsEditor({
  levels,
  records,
  errors = {},
  disabled = false,
  onChange,
  className,
  ...props
}: AcademicRecordsEditorProps) {
  const baseId = React.useId();
  const update = (index: number, name: AcademicRecordFieldName, value: string) =>
    onChange(
      records.map((record, position) =>
        position === index ? { ...record, [name]: value } : record,
      ),
    );
  const levelOptions = levels.map((level) => ({
    value: String(level.AcademicLevelId),
    label: level.Name,
  }));

  return (
    <fieldset
      data-slot="academic-records-editor"
      disabled={disabled}
      className={cn('grid gap-4', className)}
      {...props}
    >
      <legend className="mb-2 text-base font-semibold text-foreground">Academic records</legend>
      {records.length === 0 ? (
        <p className="text-sm text-muted-foreground">No academic records yet.</p>
      ) : null}
      {records.map((record, index) => {
        const rowErrors = errors[index] ?? {};
        const id = (name: AcademicRecordFieldName) => `${baseId}-${index}-${name}`;
        const level = levels.find(
          (item) => String(item.AcademicLevelId) === record.AcademicLevelId,
        );
        const rowName = `Record ${index + 1}${level ? ` (${level.Name})` : ''}`;
        return (
          <fieldset
            key={record.key}
            className="grid gap-3 rounded-lg border border-border p-4 sm:grid-cols-2 lg:grid-cols-3"
          >
            <legend className="px-1 text-sm font-medium text-foreground">{rowName}</legend>
            <Select
              id={id('AcademicLevelId')}
              label="Level"
              required
              placeholder="Select level"
              options={levelOptions}
              value={record.AcademicLevelId}
              error={rowErrors.AcademicLevelId}
              onChange={(event) => update(index, 'AcademicLevelId', event.target.value)}
            />
            <TextInput
              id={id('Institute')}
              label="Institute"
              required
              value={record.Institute}
              error={rowErrors.Institute}
              onChange={(event) => update(index, 'Institute', event.target.value)}
            />
            <TextInput
              id={id('Board')}
              label="Board"
              value={record.Board}
              error={rowErrors.Board}
              onChange={(event) => update(index, 'Board', event.target.value)}
            />
            <TextInput
              id={id('PassingYear')}
              label="Passing year"
              required
              inputMode="numeric"
              value={record.PassingYear}
              error={rowErrors.PassingYear}
              onChange={(event) => update(index, 'PassingYear', event.target.value)}
            />
            <TextInput
              id={id('Marks')}
              label="Marks (%)"
              required
              inputMode="decimal"
              value={record.Marks}
              error={rowErrors.Marks}
              onChange={(event) => update(index, 'Marks', event.target.value)}
            />
            <div className="flex items-end">
              <Button
                type="button"
                variant="ghost"
                size="sm"
                aria-label={`Remove ${rowName}`}
                onClick={() => onChange(records.filter((_, position) => position !== index))}
              >
                <Trash2 aria-hidden />
                Remove
              </Button>
            </div>
          </fieldset>
        );
      })}
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="w-fit"
        onClick={() => onChange([...records, emptyAcademicRecord()])}
      >
        <Plus aria-hidden />
        Add academic record
      </Button>
    </fieldset>
  );
}
