import { CoursePreferences, defaultCoursePreferences } from '@portal/domain';
import { browserStorage, LocalStorageKey, readJson, writeJson } from '../../platform/storage';

/** /course/setting's choices as stored in this browser (defaults when none or unreadable). */
export function readCoursePreferences(): CoursePreferences {
  const stored = readJson(browserStorage('local'), LocalStorageKey.coursePreferences, (value) => {
    const parsed = CoursePreferences.safeParse(value);
    return parsed.success ? parsed.data : null;
  });
  return stored ?? defaultCoursePreferences;
}

export function writeCoursePreferences(preferences: CoursePreferences): void {
  writeJson(browserStorage('local'), LocalStorageKey.coursePreferences, CoursePreferences.parse(preferences));
}
