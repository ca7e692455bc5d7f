import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useMutation, useQuery } from '@tanstack/react-query';
import { myCoursesQueryOptions, saveSettingsMutationOptions, settingsQueryOptions, statsKeys } from '@portal/api';
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
  Skeleton,
  textLinkVariants,
} from '@portal/ui';
import { apiClient, feedback, queryClient } from '../../../shared/services';
import { readCoursePreferences, writeCoursePreferences } from '../course-preferences';

/**
 * spec 2: /course/setting, outside the course's param prefix (the spec shows no fields): which
 * course /course opens, and how course videos play (captions, speed), kept in this browser and
 * applied at once; and (issue 17, saved on the server with the account's settings) whether the
 * candidate appears anonymously on course leaderboards, which every board honours from its next read.
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
  const settings = useQuery(settingsQueryOptions(apiClient));
  const saveSettings = useMutation(saveSettingsMutationOptions(apiClient, queryClient));
  const setAnonymous = (anonymous: boolean) => {
    if (!settings.data) return;
    saveSettings.mutate(
      { ...settings.data, LeaderboardAnonymous: anonymous },
      {
        onSuccess: () => void queryClient.invalidateQueries({ queryKey: statsKeys.all }),
        onError: () => feedback.error('Your leaderboard choice could not be saved. Please try again.'),
      },
    );
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
      <SettingsCard
        title="Leaderboard"
        description="Other candidates of your courses see you by your name and picture unless you choose otherwise."
      >
        {settings.isPending ? (
          <Skeleton className="h-10 w-80 max-w-full" />
        ) : settings.isError ? (
          <EmptyState avatar="norecord" message="Your settings could not be loaded. Please try again." />
        ) : (
          <Checkbox
            label="Appear anonymously on leaderboards"
            description="Others see “Anonymous candidate” without your picture; you still see your own row."
            checked={settings.data.LeaderboardAnonymous}
            disabled={saveSettings.isPending}
            onChange={(event) => setAnonymous(event.target.checked)}
          />
        )}
      </SettingsCard>
      <p className="text-sm">
        <Link to="/setting" className={textLinkVariants()}>
          Account settings
        </Link>
      </p>
    </PageSection>
  );
}
