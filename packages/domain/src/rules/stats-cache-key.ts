type KeyValue = string | number | boolean | null | undefined;

/**
 * spec: stats responses are cached by a key made from the request data. The key is the operation
 * plus the request's fields sorted by name (undefined fields dropped), so equal requests share a key
 * whatever the property order.
 */
export function statsCacheKey(
  operation: string,
  request: Readonly<Record<string, KeyValue>> = {},
): string {
  const parts = Object.keys(request)
    .filter((name) => request[name] !== undefined)
    .sort()
    .map((name) => `${encodeURIComponent(name)}=${encodeURIComponent(String(request[name]))}`);
  return parts.length === 0 ? operation : `${operation}?${parts.join('&')}`;
}

/**
 * spec: content-related stats caches (summary, completion, subject completion) are cleared for the
 * default course; a full clear also clears accuracy, progress and score.
 */
export const ContentStatsOperations = [
  'GetCourseSummary',
  'GetCourseCompletion',
  'GetCourseSubjectCompletion',
] as const;
export const AllStatsOperations = [
  ...ContentStatsOperations,
  'GetCourseTestAccuracy',
  'GetCourseTestProgress',
  'GetCourseAssignmentProgress',
  'GetCourseSubjectScore',
] as const;

/** Whether a cache key belongs to one of the given operations. */
export function isStatsKeyFor(key: string, operations: readonly string[]): boolean {
  const operation = key.split('?')[0] ?? '';
  return operations.includes(operation);
}
