import {
  ActivityType,
  ContentSource,
  ContentType,
  RatingItemType,
  daysInCourseOrder,
  lockedDayIds,
  nextActivityPlace,
  subjectProgress,
  unlockedByChange,
  type ActivityGroup,
  type Content,
  type ContentQuery,
  type Course,
  type ItemRating,
  type MarkContentCompletedRequest,
  type MarkContentCompletedResponse,
  type MiscContentQuery,
  type MixedContentResponse,
  type ResumePoint,
  type ResumePointsResponse,
  type SaveResumePointRequest,
} from '@portal/domain';
import type { ServiceContext } from '../../core/context';
import type { Caller } from '../../http/authentication';
import type { FilesModule } from '../files';
import { groupsBySubject, notFound, type CourseAccess, type OpenedContent } from './course-access';
import { courseMediaType, mediaFileName } from './course-media';
import {
  countMiscContents,
  findContent,
  insertCompletion,
  listEnrolmentsActivities,
  listMiscContents,
  listResumePoints,
  upsertResumePoint,
} from './courses.queries';
import { sanitizeReading } from './reading-sanitiser';

export interface ContentContext extends ServiceContext {
  readonly files: Pick<FilesModule, 'readUrl'>;
}

/** The caller's rating of an item, when the ratings module is there to tell (courses must not read its tables). */
export type ItemRatingLookup = (candidateSosId: number, itemType: RatingItemType, itemId: number) => Promise<ItemRating | null>;

const allActivities = (groups: readonly ActivityGroup[]) =>
  groups.flatMap((group) => group.SubjectActivityGroupDays).flatMap((day) => day.SubjectGroupDayActivities);

/** Videos and readings, completion, the miscellaneous shelf and where to resume. */
export function createContentService({ db, clock, files }: ContentContext, access: CourseAccess) {
  let itemRatingOf: ItemRatingLookup = async () => null;

  /** A signed read URL of course media in storage (seekable: the file route serves byte ranges). */
  const mediaUrl = (key: string) => files.readUrl(key, { contentType: courseMediaType(key), fileName: mediaFileName(key).slice(37) });
  // (a key's last segment is `<uuid>-<file name>`: 37 characters, then the name)

  /** The content as the portal shows it; opening it makes it the enrolment's resume point. */
  async function contentOf(opened: OpenedContent, caller: Caller): Promise<Content> {
    const candidateSosId = opened.course.CandidateSOSId;
    const row = await findContent(db, opened.activity.ContentId);
    if (!row) throw notFound();
    const now = clock();
    await upsertResumePoint(db, { candidateSosId, userId: caller.user.id, sosDetailContentId: opened.activity.SOSDetailContentId, positionSeconds: 0, createdAt: now, updatedAt: now }, true);
    return {
      ContentId: row.contentId,
      SOSDetailContentId: opened.activity.SOSDetailContentId,
      ContentType: row.contentType as ContentType,
      Title: row.title,
      Description: row.description,
      ContentSource: row.contentSource as ContentSource,
      Url: row.videoKey ? await mediaUrl(row.videoKey) : row.externalUrl,
      CaptionsUrl: row.captionsKey ? await mediaUrl(row.captionsKey) : null,
      // Sanitised when stored, and again here: a row written by another tool is never trusted.
      Body: row.body === null ? null : sanitizeReading(row.body),
      DurationSeconds: row.durationSeconds,
      IsContentCompleted: opened.activity.IsContentCompleted,
      ItemRating: await itemRatingOf(candidateSosId, RatingItemType.Content, row.contentId),
    };
  }

  return {
    /** Called once by the ratings module: the Content answers then carry the caller's ItemRating. */
    useItemRatings(lookup: ItemRatingLookup): void {
      itemRatingOf = lookup;
    },

    async video(caller: Caller, query: ContentQuery): Promise<Content> {
      const opened = await access.content(caller, query.candidateSOSId, { contentId: query.contentId, sosDetailContentId: query.sosDetailContentId }, { expectedType: ActivityType.video });
      return contentOf(opened, caller);
    },

    async reading(caller: Caller, query: ContentQuery): Promise<Content> {
      const opened = await access.content(caller, query.candidateSOSId, { contentId: query.contentId, sosDetailContentId: query.sosDetailContentId }, { expectedType: ActivityType.reading });
      return contentOf(opened, caller);
    },

    /**
     * spec: MarkContentAsCompleted. Idempotent (the second call finds the completion there); a
     * locked day's content is refused. Answers what the completion unlocked and the subject's new
     * progress, so the portal updates without a reload.
     */
    async complete(caller: Caller, request: MarkContentCompletedRequest): Promise<MarkContentCompletedResponse> {
      const opened = await access.content(caller, request.CandidateSOSId, { sosDetailContentId: request.SOSDetailContentId });
      const created = await insertCompletion(db, {
        candidateSosId: request.CandidateSOSId,
        kind: 'content',
        itemId: request.SOSDetailContentId,
        userId: caller.user.id,
        completedAt: clock(),
      });
      const before = lockedDayIds(daysInCourseOrder(opened.groups));
      const after = opened.groups.map((group) => ({
        ...group,
        SubjectActivityGroupDays: group.SubjectActivityGroupDays.map((day) => ({
          ...day,
          SubjectGroupDayActivities: day.SubjectGroupDayActivities.map((activity) =>
            activity.SOSDetailContentId === request.SOSDetailContentId ? { ...activity, IsContentCompleted: true } : activity,
          ),
        })),
      }));
      return {
        SOSDetailContentId: request.SOSDetailContentId,
        IsContentCompleted: true,
        WasAlreadyCompleted: !created,
        SubjectId: opened.subjectId,
        SubjectProgress: subjectProgress(allActivities(after)),
        UnlockedSOSDetailIds: unlockedByChange(before, lockedDayIds(daysInCourseOrder(after))),
      };
    },

    /** GetCourseMiscContent: one page of the shelf (spec 4: paged; TotalRecords is the whole shelf). */
    async miscContent(caller: Caller, query: MiscContentQuery): Promise<MixedContentResponse> {
      const course = await access.enrolment(caller, query.candidateSOSId);
      const [total, rows] = await Promise.all([
        countMiscContents(db, course.SOSId),
        listMiscContents(db, course.SOSId, (query.pageNumber - 1) * query.pageSize, query.pageSize),
      ]);
      return {
        TotalRecords: total,
        MiscContents: await Promise.all(
          rows.map(async (row) => ({
            ContentId: row.contentId,
            Title: row.title,
            ContentType: ContentType.video,
            ContentSource: row.contentSource as ContentSource,
            Url: row.videoKey ? await mediaUrl(row.videoKey) : (row.externalUrl ?? ''),
            ThumbnailUrl: null,
            CaptionsUrl: row.captionsKey ? await mediaUrl(row.captionsKey) : null,
            DurationSeconds: row.durationSeconds,
          })),
        ),
      };
    },

    /**
     * Beyond the spec: where each of the caller's courses resumes. The saved point when its content
     * is still open, else the course's next activity (first subject with something left to do).
     * One statement for every course's hierarchy (none per course), plus the enrolments and the
     * saved points.
     */
    async resumePoints(caller: Caller, enrolments: readonly Course[]): Promise<ResumePointsResponse> {
      const studied = (course: Course) => course.Subjects.filter((subject) => !subject.IsFLP);
      const [savedRows, activities] = await Promise.all([
        listResumePoints(db, caller.user.id),
        listEnrolmentsActivities(
          db,
          enrolments.map((course) => ({ candidateSosId: course.CandidateSOSId, sosId: course.SOSId, subjectIds: studied(course).map((subject) => subject.SubjectId) })),
        ),
      ]);
      const saved = new Map(savedRows.map((row) => [row.candidateSosId, row]));
      const points: ResumePoint[] = [];
      for (const course of enrolments) {
        const subjects = studied(course);
        const groups = groupsBySubject(activities.get(course.CandidateSOSId) ?? []);
        const point = saved.get(course.CandidateSOSId);
        const candidates = subjects.map((subject) => ({ subject, groups: groups.get(subject.SubjectId) ?? [] }));
        let chosen: ResumePoint | null = null;
        if (point) {
          for (const { subject, groups: subjectGroups } of candidates) {
            for (const group of subjectGroups) {
              for (const day of group.SubjectActivityGroupDays) {
                const activity = day.SubjectGroupDayActivities.find((entry) => entry.SOSDetailContentId === point.sosDetailContentId);
                if (activity && !activity.IsLocked && activity.SOSDetailContentId !== null && activity.ContentId !== null) {
                  chosen = {
                    CandidateSOSId: course.CandidateSOSId,
                    SubjectId: subject.SubjectId,
                    SubjectName: subject.SubjectName,
                    GroupName: group.GroupName,
                    SOSDetailId: day.SOSDetailId,
                    ActivityType: activity.ActivityType,
                    SOSDetailContentId: activity.SOSDetailContentId,
                    ContentId: activity.ContentId,
                    Title: activity.Title,
                    PositionSeconds: point.positionSeconds,
                    UpdatedOn: point.updatedAt.toISOString(),
                  };
                }
              }
            }
          }
        }
        if (!chosen) {
          const nexts = candidates
            .map(({ subject, groups: subjectGroups }) => ({ subject, place: nextActivityPlace(subjectGroups) }))
            .filter((entry) => entry.place !== null);
          const next = nexts.find((entry) => !entry.place?.activity.IsContentCompleted) ?? nexts[0];
          const activity = next?.place?.activity;
          if (next && next.place && activity && activity.SOSDetailContentId !== null && activity.ContentId !== null) {
            chosen = {
              CandidateSOSId: course.CandidateSOSId,
              SubjectId: next.subject.SubjectId,
              SubjectName: next.subject.SubjectName,
              GroupName: next.place.GroupName,
              SOSDetailId: next.place.SOSDetailId,
              ActivityType: activity.ActivityType,
              SOSDetailContentId: activity.SOSDetailContentId,
              ContentId: activity.ContentId,
              Title: activity.Title,
              PositionSeconds: 0,
              UpdatedOn: null,
            };
          }
        }
        if (chosen) points.push(chosen);
      }
      return { ResumePoints: points };
    },

    /** Saves the second a video was left at (or a reading opened): one row per enrolment, upserted. */
    async saveResumePoint(caller: Caller, request: SaveResumePointRequest): Promise<null> {
      const opened = await access.content(caller, request.CandidateSOSId, { sosDetailContentId: request.SOSDetailContentId });
      const position = opened.activity.ActivityType === ActivityType.video ? request.PositionSeconds : 0;
      await upsertResumePoint(db, {
        candidateSosId: request.CandidateSOSId,
        userId: caller.user.id,
        sosDetailContentId: request.SOSDetailContentId,
        positionSeconds: position,
        createdAt: clock(),
        updatedAt: clock(),
      });
      return null;
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
