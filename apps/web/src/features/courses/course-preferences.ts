import {
  defaultCoursePreferences,
  parseStoredCoursePreferences,
  type CoursePreferences,
} from '@portal/domain';
import { browserStorage, LocalStorageKey, readJson, writeJson } from '../../platform/storage';

/*
 * Checked with the zod-free twin of the CoursePreferences schema (packages/domain,
 * stored-course-preferences.ts): the course pages that read these before they paint load no zod
 * (issue #10).
 */

/** /course/setting's choices as stored in this browser (defaults when none or unreadable). */
export function readCoursePreferences(): CoursePreferences {
  const stored = readJson(browserStorage('local'), LocalStorageKey.coursePreferences, parseStoredCoursePreferences);
  return stored ?? defaultCoursePreferences;
}

/** Stores the choices; refuses (throws) what CoursePreferences does not accept, as its parse did. */
export function writeCoursePreferences(preferences: CoursePreferences): void {
  const valid = parseStoredCoursePreferences(preferences);
  if (!valid) throw new TypeError('Course preferences: not one of the offered choices.');
  writeJson(browserStorage('local'), LocalStorageKey.coursePreferences, valid);
}
