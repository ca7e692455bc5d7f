import { z } from 'zod';
import { ActivityType } from '../enums/content';
import { ValidationMessageKey } from '../enums/validation-message-key';
import { keyed } from './validation';
import { Id } from './id';
import { paged } from './paged';

/** One search hit (CandidateKoogleService/Koogle). Fields ours: enough to open the activity. */
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
});
export type SearchContentItem = z.infer<typeof SearchContentItem>;

/** spec: search: SearchContent, TotalRecords. */
export const SearchResponse = paged('SearchContent', SearchContentItem);
export type SearchResponse = z.infer<typeof SearchResponse>;

/** Paged search query; 2-100 characters of search text. */
export const SearchQuery = z.object({
  searchText: z
    .string({ error: keyed(ValidationMessageKey.required) })
    .trim()
    .min(2, { error: keyed(ValidationMessageKey.minLength) })
    .max(100, { error: keyed(ValidationMessageKey.maxLength) }),
  pageNumber: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});
export type SearchQuery = z.infer<typeof SearchQuery>;
