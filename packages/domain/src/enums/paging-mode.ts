// spec: paging mode loadMore 1, replace 2.
export const PagingMode = { loadMore: 1, replace: 2 } as const;
export type PagingMode = (typeof PagingMode)[keyof typeof PagingMode];
