import { Feature } from '../enums/feature';
import type { PackageFeature } from '../schemas/course';

type WithPackageFeatures = {
  readonly Subscription: { readonly PackageFeatures: readonly PackageFeature[] };
};

// spec: a feature is allowed unless the course's package lists it with IsFeatureAllowed false.
export function isFeatureAllowed(course: WithPackageFeatures, feature: Feature): boolean {
  return !course.Subscription.PackageFeatures.some(
    (entry) => entry.FeatureId.Value === feature && !entry.IsFeatureAllowed,
  );
}

/** True when any of `features` is allowed (spec: live lectures need LiveLectures or LiveDoubts). */
export function isAnyFeatureAllowed(
  course: WithPackageFeatures,
  features: readonly Feature[],
): boolean {
  return features.some((feature) => isFeatureAllowed(course, feature));
}

/** The features each gated area needs (spec section 2 and 6). Any one of a list suffices. */
export const FeatureRequirement = {
  liveClass: [Feature.LiveLectures, Feature.LiveDoubts],
  quizzes: [Feature.Quizzes],
  systemQuizzes: [Feature.AIQuizzes],
  stats: [Feature.Stats],
  leaderBoard: [Feature.Leaderboard],
  search: [Feature.Search],
  teacherSupport: [Feature.TeacherSupport],
  assignments: [Feature.Assignments],
  notes: [Feature.Notes],
  bookmarks: [Feature.Bookmarks],
  reading: [Feature.Readings],
  video: [Feature.Videos],
} as const satisfies Record<string, readonly Feature[]>;
export type GatedArea = keyof typeof FeatureRequirement;

export function canOpenArea(course: WithPackageFeatures, area: GatedArea): boolean {
  return isAnyFeatureAllowed(course, FeatureRequirement[area]);
}

/** spec: the screen for a missing package feature. */
export const MISSING_FEATURE_MESSAGE = 'Oops!! Your Current Package does not include this feature.';
