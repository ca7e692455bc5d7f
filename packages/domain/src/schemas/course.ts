import { z } from 'zod';
import { CourseType } from '../enums/course';
import { Feature } from '../enums/feature';
import { SubscriptionStatus } from '../enums/subscription';
import { ItemRating } from './rating';
import { Id, QueryId } from './id';

/** spec: a course subject, with SubjectId and IsFLP (full-length practice). The rest is ours. */
export const Subject = z.object({
  SubjectId: Id,
  SubjectName: z.string(),
  IsFLP: z.boolean(),
  SubjectColor: z.string(),
  /** Percentage of the subject's activities completed. */
  Progress: z.number().min(0).max(100),
});
export type Subject = z.infer<typeof Subject>;

/** spec: GetCourseSubjects payload: candidateSOSId. */
export const CourseSubjectsQuery = z.object({ candidateSOSId: QueryId });
export type CourseSubjectsQuery = z.infer<typeof CourseSubjectsQuery>;

/** spec: GET CandidateCourseSubjectService/GetCourseSubjects, response Subjects. */
export const CourseSubjectsResponse = z.object({ Subjects: z.array(Subject) });
export type CourseSubjectsResponse = z.infer<typeof CourseSubjectsResponse>;

/** spec: PackageFeatures entries: FeatureId.Value and IsFeatureAllowed. */
export const PackageFeature = z.object({
  FeatureId: z.object({ Value: z.enum(Feature) }),
  IsFeatureAllowed: z.boolean(),
});
export type PackageFeature = z.infer<typeof PackageFeature>;

/** spec: Subscription: SubscriptionStatus, NotifyBeforeDueDate, AllowRenewal, PackageFeatures. */
export const CourseSubscription = z.object({
  SubscriptionId: Id,
  PackageName: z.string(),
  SubscriptionStatus: z.enum(SubscriptionStatus),
  /** Days before CourseEndDate from which the payment-due notice shows. */
  NotifyBeforeDueDate: z.number().int().nonnegative(),
  AllowRenewal: z.boolean(),
  PackageFeatures: z.array(PackageFeature),
});
export type CourseSubscription = z.infer<typeof CourseSubscription>;

/**
 * spec: course (my courses): CandidateSOSId, SOSId, CourseName, CourseEndDate.Value, ItemRating,
 * Subjects, Subscription. CourseEndDate.Value is an ISO date (null for open-ended courses).
 */
export const Course = z.object({
  CandidateSOSId: Id,
  SOSId: Id,
  CourseName: z.string(),
  CourseType: z.enum(CourseType),
  CourseImage: z.string().nullable(),
  CourseEndDate: z.object({ Value: z.string().nullable() }),
  ItemRating: ItemRating.nullable(),
  Subjects: z.array(Subject),
  Subscription: CourseSubscription,
});
export type Course = z.infer<typeof Course>;

/** GetMyCourses / GetMyPrograms response. */
export const MyCoursesResponse = z.object({ Courses: z.array(Course) });
export type MyCoursesResponse = z.infer<typeof MyCoursesResponse>;

/** GET GetMyCourses query: CourseType (active by default). */
export const MyCoursesQuery = z.object({
  CourseType: z.coerce.number().pipe(z.enum(CourseType)).default(CourseType.Active),
});
export type MyCoursesQuery = z.infer<typeof MyCoursesQuery>;
