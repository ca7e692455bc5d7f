/**
 * The course /course opens (spec 2: /course redirects to the course's subjects): the one chosen in
 * /course/setting while it is still among the active courses, else the first active course.
 */
export function defaultCourseOf<T extends { readonly CandidateSOSId: number }>(
  courses: readonly T[],
  chosenCandidateSosId: number | null,
): T | undefined {
  return courses.find((course) => course.CandidateSOSId === chosenCandidateSosId) ?? courses[0];
}
