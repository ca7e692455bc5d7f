import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at, createdAt } from '../../platform/database/columns';
import { userIdColumn } from '../account';

/** A candidate's rating of an item (spec: ItemRating; RatingItemType), one per enrolment and item. */
export const itemRatings = pgTable(
  'item_ratings',
  {
    candidateSosId: integer('candidate_sos_id').notNull(),
    itemType: integer('item_type').notNull(),
    itemId: integer('item_id').notNull(),
    userId: userIdColumn(),
    rating: integer('rating').notNull(),
    comment: text('comment'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.candidateSosId, table.itemType, table.itemId] })],
);

/** A reported problem (spec: ProblemType, Description, IsReported), one per enrolment, item and type. */
export const problemReports = pgTable(
  'problem_reports',
  {
    candidateSosId: integer('candidate_sos_id').notNull(),
    problemType: integer('problem_type').notNull(),
    itemId: integer('item_id').notNull(),
    userId: userIdColumn(),
    description: text('description').notNull(),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.candidateSosId, table.problemType, table.itemId] })],
);
