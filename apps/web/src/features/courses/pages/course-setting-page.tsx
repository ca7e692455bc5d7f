import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { myCoursesQueryOptions } from '@portal/api';
import {
  CourseType,
  defaultCourseOf,
  PLAYBACK_RATES,
  type CoursePreferences,
} from '@portal/domain';
import {
  Checkbox,
  EmptyState,
  ListSkeleton,
  PageSection,
  RadioGroup,
  Select,
  SettingsCard,
  textLinkVariants,
} from '@portal/ui';
import { apiClient } from '../../../shared/services';
import { readCoursePreferences, writeCoursePreferences } from '../course-preferences';

/**
 * spec 2: /course/setting, outside the course's param prefix (the spec shows no fields): which
 * course /course opens, and how course videos play (captions, speed). Kept in this browser and
 * applied at once.
 */
export default function CourseSettingPage() {
  const courses = useQuery(myCoursesQueryOptions(apiClient, CourseType.Active));
  const [preferences, setPreferences] = useState(readCoursePreferences);
  const [saved, setSaved] = useState(false);
  const change = (next: Partial<CoursePreferences>) => {
    const updated = { ...preferences, ...next };
    writeCoursePreferences(updated);
    setPreferences(updated);
    setSaved(true);
  };
  const list = courses.data?.Courses ?? [];
  const chosen = defaultCourseOf(list, preferences.DefaultCandidateSOSId);

  return (
    <PageSection
      title="Course settings"
      description="How your courses open and how their videos play on this device."
    >
      <SettingsCard title="Default course" description="The course the Course section opens first.">
        {courses.isPending ? (
          <ListSkeleton kind="coursesList" count={3} />
        ) : list.length === 0 ? (
          <EmptyState
            avatar="norecord"
            message={
              courses.isError
                ? 'Your courses could not be loaded. Please try again.'
                : 'You have no active courses.'
            }
          />
        ) : (
          <RadioGroup
            label="Open this course first"
            options={list.map((course) => ({
              value: String(course.CandidateSOSId),
              label: course.CourseName,
            }))}
            value={chosen ? String(chosen.CandidateSOSId) : undefined}
            onValueChange={(value) => change({ DefaultCandidateSOSId: Number(value) })}
          />
        )}
      </SettingsCard>
      <SettingsCard
        title="Course videos"
        description="Applied to every course video you open in this browser."
      >
        <Checkbox
          label="Show captions"
          description="Lecture videos start with their captions on; the player's CC button still turns them off."
          checked={preferences.ShowCaptions}
          onChange={(event) => change({ ShowCaptions: event.target.checked })}
        />
        <Select
          label="Playback speed"
          options={PLAYBACK_RATES.map((rate) => ({
            value: String(rate),
            label: rate === 1 ? 'Normal (1×)' : `${rate}×`,
          }))}
          value={String(preferences.PlaybackRate)}
          onChange={(event) => change({ PlaybackRate: Number(event.target.value) })}
        />
      </SettingsCard>
      <p role="status" className="text-sm text-muted-foreground">
        {saved ? 'Saved in this browser.' : ''}
      </p>
      <p className="text-sm">
        <Link to="/setting" className={textLinkVariants()}>
          Account settings
        </Link>
      </p>
    </PageSection>
  );
}
