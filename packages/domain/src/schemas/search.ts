import { z } from 'zod';
import { ActivityType } from '../enums/content';
import { ValidationBounds, queryWholeNumber, requiredText } from './validation';
import { Id, QueryId } from './id';
import { paged } from './paged';

/**
 * One search hit (CandidateKoogleService/Koogle). Fields ours: enough to open the activity (a
 * video or reading by its content ids, a quiz by its test ids, an assignment by its ids and due
 * date). Snippet is plain text around the first match (the portal marks the searched words).
 */
export const SearchContentItem = z.object({
  Title: z.string(),
  Snippet: z.string(),
  ActivityType: z.enum(ActivityType),
  SubjectId: Id,
  SubjectName: z.string(),
  GroupName: z.string(),
  SOSDetailId: Id,
  ContentId: Id.nullable(),
  SOSDetailContentId: Id.nullable(),
  TestId: Id.nullable().default(null),
  SOSDetailTestId: Id.nullable().default(null),
  AssignmentId: Id.nullable().default(null),
  SOSDetailAssignmentId: Id.nullable().default(null),
  DueDate: z.string().nullable().default(null),
});
export type SearchContentItem = z.infer<typeof SearchContentItem>;

/** spec: search: SearchContent, TotalRecords. */
export const SearchResponse = paged('SearchContent', SearchContentItem);
export type SearchResponse = z.infer<typeof SearchResponse>;

/** The longest search text the server takes; the portal sends at most this much of what was typed. */
export const searchTextMax = ValidationBounds.shortText.max;

/**
 * Paged search over one enrolment's course: 2-100 characters of search text (any characters: the
 * server searches its words), pages bounded like every paged query.
 */
export const SearchQuery = z.object({
  candidateSOSId: QueryId,
  searchText: requiredText(searchTextMax, 2),
  pageNumber: queryWholeNumber(1).default(1),
  pageSize: queryWholeNumber(1, 50).default(10),
});
export type SearchQuery = z.infer<typeof SearchQuery>;
