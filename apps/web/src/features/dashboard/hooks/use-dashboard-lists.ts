import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { myCoursesQueryOptions, myEBooksQueryOptions } from '@portal/api';
import { CourseType } from '@portal/domain';
import { apiClient } from '../../../shared/services';

/**
 * spec 2: on entering the dashboard the active courses and the e-books load; a failure is only
 * logged and the page carries on (the lists show as empty). Both load at once whichever tab is open.
 */
export function useDashboardLists() {
  const courses = useQuery(myCoursesQueryOptions(apiClient, CourseType.Active));
  // spec (learning areas 7): the e-book list is fixed to course type 1.
  const eBooks = useQuery(myEBooksQueryOptions(apiClient, CourseType.Active));

  useEffect(() => {
    if (courses.error) console.warn('[dashboard] my courses failed to load', courses.error);
  }, [courses.error]);
  useEffect(() => {
    if (eBooks.error) console.warn('[dashboard] my e-books failed to load', eBooks.error);
  }, [eBooks.error]);

  return {
    courses: courses.data?.Courses ?? [],
    coursesPending: courses.isPending,
    /** The course list did not load (shown as empty: spec 2), as opposed to a list that is empty. */
    coursesFailed: courses.isError,
    eBooks: eBooks.data?.EBooks ?? [],
    eBooksPending: eBooks.isPending,
  };
}
