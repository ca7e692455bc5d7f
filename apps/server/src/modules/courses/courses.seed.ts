import { readFile } from 'node:fs/promises';
import { ContentSource, ContentType, type Activity } from '@portal/domain';
import type { DemoCourseData } from '@portal/domain/fixtures';
import type { Database } from '../../core/context';
import type { FileStorage } from '../../platform/storage';
import { courseMediaKey, courseMediaType, mediaFileName } from './course-media';
import { activityCompletions, courseActivities, courseContents, courseDays, courseMiscContents } from './courses.tables';
import { sanitizeReading } from './reading-sanitiser';

/** The demo lecture videos and captions (apps/server/demo-media/videos, made by generate-videos.sh). */
export const demoMediaFolder = new URL('../../../demo-media/videos/', import.meta.url);

/** Copies a demo media file into storage unless it is there already (a restart copies nothing). */
async function storeDemoMedia(storage: FileStorage, fileName: string): Promise<string> {
  const key = courseMediaKey(fileName);
  if (!(await storage.stat(key))) {
    await storage.put(key, await readFile(new URL(fileName, demoMediaFolder)), courseMediaType(fileName));
  }
  return key;
}

/**
 * A course's catalogue (days, activities, videos, readings, the miscellaneous shelf) from the demo
 * world, once per course (SOSId): rows that exist are left alone. Reading bodies are sanitised on
 * the way in; LMS videos and captions are copied into storage.
 */
export async function seedCourseCatalogue(db: Database, storage: FileStorage, data: DemoCourseData): Promise<void> {
  const sosId = data.course.SOSId;
  const dayRows: (typeof courseDays.$inferInsert)[] = [];
  const activityRows: (typeof courseActivities.$inferInsert)[] = [];
  for (const [subjectId, groups] of Object.entries(data.activityGroups)) {
    groups.forEach((group, groupPosition) =>
      group.SubjectActivityGroupDays.forEach((day, dayPosition) => {
        dayRows.push({ sosDetailId: day.SOSDetailId, sosId, subjectId: Number(subjectId), groupName: group.GroupName, groupPosition, dayPosition, dayName: day.DayName });
        day.SubjectGroupDayActivities.forEach((activity: Activity, position) =>
          activityRows.push({
            sosDetailId: day.SOSDetailId,
            position,
            activityType: activity.ActivityType,
            title: activity.Title,
            sosDetailContentId: activity.SOSDetailContentId,
            contentId: activity.ContentId,
            assignmentId: activity.AssignmentId,
            sosDetailAssignmentId: activity.SOSDetailAssignmentId,
            testId: activity.TestId,
            sosDetailTestId: activity.SOSDetailTestId,
            dueDate: activity.DueDate,
          }),
        );
      }),
    );
  }
  if (dayRows.length > 0) await db.insert(courseDays).values(dayRows).onConflictDoNothing();
  if (activityRows.length > 0) await db.insert(courseActivities).values(activityRows).onConflictDoNothing();

  const contentRows: (typeof courseContents.$inferInsert)[] = [];
  for (const content of data.contents) {
    const hosted = content.ContentType === ContentType.video && content.ContentSource === ContentSource.LMS && content.Url !== null;
    contentRows.push({
      contentId: content.ContentId,
      contentType: content.ContentType,
      contentSource: content.ContentSource,
      title: content.Title,
      description: content.Description,
      videoKey: hosted && content.Url ? await storeDemoMedia(storage, mediaFileName(content.Url)) : null,
      captionsKey: hosted && content.CaptionsUrl ? await storeDemoMedia(storage, mediaFileName(content.CaptionsUrl)) : null,
      externalUrl: hosted ? null : content.Url,
      body: content.Body === null ? null : sanitizeReading(content.Body),
      durationSeconds: content.DurationSeconds,
    });
  }
  if (contentRows.length > 0) await db.insert(courseContents).values(contentRows).onConflictDoNothing();

  const miscRows: (typeof courseMiscContents.$inferInsert)[] = [];
  for (const [position, item] of data.miscContents.entries()) {
    const hosted = item.ContentSource === ContentSource.LMS;
    miscRows.push({
      sosId,
      contentId: item.ContentId,
      position,
      title: item.Title,
      contentSource: item.ContentSource,
      videoKey: hosted ? await storeDemoMedia(storage, mediaFileName(item.Url)) : null,
      captionsKey: hosted && item.CaptionsUrl ? await storeDemoMedia(storage, mediaFileName(item.CaptionsUrl)) : null,
      externalUrl: hosted ? null : item.Url,
      durationSeconds: item.DurationSeconds,
    });
  }
  if (miscRows.length > 0) await db.insert(courseMiscContents).values(miscRows).onConflictDoNothing();
}

/** What one enrolment has completed, from the demo world's hierarchy (IsContentCompleted). */
export async function seedEnrolmentProgress(db: Database, userId: string, data: DemoCourseData, now: Date): Promise<void> {
  const rows: (typeof activityCompletions.$inferInsert)[] = [];
  for (const groups of Object.values(data.activityGroups)) {
    for (const activity of groups.flatMap((group) => group.SubjectActivityGroupDays).flatMap((day) => day.SubjectGroupDayActivities)) {
      if (!activity.IsContentCompleted) continue;
      const [kind, itemId] =
        activity.SOSDetailContentId !== null
          ? (['content', activity.SOSDetailContentId] as const)
          : activity.SOSDetailTestId !== null
            ? (['test', activity.SOSDetailTestId] as const)
            : (['assignment', activity.SOSDetailAssignmentId ?? 0] as const);
      rows.push({ candidateSosId: data.course.CandidateSOSId, kind, itemId, userId, completedAt: now });
    }
  }
  if (rows.length > 0) await db.insert(activityCompletions).values(rows).onConflictDoNothing();
}

/** Completions as given (issue 17: the leaderboard cohort's, each at its own time); rows there are kept. */
export async function seedCompletions(db: Database, rows: readonly (typeof activityCompletions.$inferInsert)[]): Promise<void> {
  for (let start = 0; start < rows.length; start += 500) await db.insert(activityCompletions).values(rows.slice(start, start + 500)).onConflictDoNothing();
}
