import { z } from 'zod';

/** The total count a paged list carries beside its page of items. */
export const TotalRecords = z.number().int().nonnegative();

/**
 * A paged list response: the page's items under the spec's own key (`Notes`, `Tests`, ...) and
 * `TotalRecords`, the number of items in the whole list (the client loads more while it has
 * fewer). Extra fields go on with `.extend()`.
 */
export const paged = <Key extends string, Item extends z.ZodType>(key: Key, item: Item) =>
  z.object({ [key]: z.array(item), TotalRecords } as { [K in Key]: z.ZodArray<Item> } & {
    TotalRecords: typeof TotalRecords;
  });
