import { bigint, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../platform/database/columns';

/**
 * Medical imaging studies of a course (SOSId): study -> series -> instances. The files are
 * de-identified DICOM Part-10 files in storage (`storage_key`); a candidate sees the studies of the
 * courses they are enrolled in. Rows are written by the import command and the demo seed only.
 */
export const imagingStudies = pgTable(
  'imaging_studies',
  {
    id: serial('id').primaryKey(),
    sosId: integer('sos_id').notNull(),
    /** The de-identified Study Instance UID (as stored in the files). */
    studyUid: text('study_uid').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    modality: text('modality').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('imaging_studies_course_uid_idx').on(table.sosId, table.studyUid)],
);

export const imagingSeries = pgTable(
  'imaging_series',
  {
    id: serial('id').primaryKey(),
    studyId: integer('study_id')
      .notNull()
      .references(() => imagingStudies.id, { onDelete: 'cascade' }),
    seriesUid: text('series_uid').notNull(),
    seriesNumber: integer('series_number').notNull(),
    description: text('description').notNull(),
    modality: text('modality').notNull(),
  },
  (table) => [uniqueIndex('imaging_series_study_uid_idx').on(table.studyId, table.seriesUid)],
);

export const imagingInstances = pgTable(
  'imaging_instances',
  {
    id: serial('id').primaryKey(),
    seriesId: integer('series_id')
      .notNull()
      .references(() => imagingSeries.id, { onDelete: 'cascade' }),
    sopInstanceUid: text('sop_instance_uid').notNull(),
    instanceNumber: integer('instance_number').notNull(),
    storageKey: text('storage_key').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    transferSyntax: text('transfer_syntax').notNull(),
    /** A few de-identified tags for lists (rows, columns, pixel spacing...). */
    summary: jsonb('summary').$type<Record<string, string>>().notNull(),
  },
  (table) => [index('imaging_instances_sop_uid_idx').on(table.sopInstanceUid), index('imaging_instances_series_idx').on(table.seriesId, table.instanceNumber)],
);
