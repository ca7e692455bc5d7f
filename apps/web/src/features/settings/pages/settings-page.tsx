import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useMutation, useQuery } from '@tanstack/react-query';
import { saveSettingsMutationOptions, settingsQueryOptions } from '@portal/api';
import { type CandidateSettings, type ThemePreference } from '@portal/domain';
import {
  Button,
  ClearStorageAction,
  InlineAlert,
  NotificationPreferences,
  PageSection,
  SettingsCard,
  SkeletonList,
  textLinkVariants,
  ThemeChooser,
} from '@portal/ui';
import { supportsPush } from '../../../platform/platform-detection';
import { clearBrowserStorage } from '../../../platform/storage';
import { chooseTheme, storedThemePreference } from '../../../platform/theme';
import { apiClient, feedback, queryClient } from '../../../shared/services';

/**
 * Issue 11: /setting. Account links, the theme (applied at once, saved on the server and in this
 * browser), notification preferences, room for the leaderboard choice, and the clear-browser-
 * storage maintenance action (spec 4) with its explanation and a confirmation.
 */
export default function SettingsPage() {
  const settings = useQuery(settingsQueryOptions(apiClient));
  const save = useMutation(saveSettingsMutationOptions(apiClient, queryClient));
  // The theme shows and applies at once; the server's copy follows (and is undone on failure).
  const [shownTheme, setShownTheme] = useState<ThemePreference | null>(null);

  const saveTheme = (current: CandidateSettings, theme: ThemePreference) => {
    const previous = storedThemePreference();
    setShownTheme(theme);
    chooseTheme(theme);
    save.mutate(
      { ...current, Theme: theme },
      {
        onError: () => {
          setShownTheme(null);
          chooseTheme(previous);
          feedback.error('Your theme could not be saved. Try again.');
        },
      },
    );
  };

  return (
    <PageSection
      title="Settings"
      description="Your account, how the portal looks, and what it tells you."
    >
      <SettingsCard title="Account">
        <ul className="flex flex-col gap-2 text-sm">
          <li>
            <Link to="/setting/profile" className={textLinkVariants()}>
              Profile
            </Link>
            <span className="text-muted-foreground"> — your details, picture and documents.</span>
          </li>
          <li>
            <Link to="/account/changePassword" className={textLinkVariants()}>
              Change password
            </Link>
          </li>
        </ul>
      </SettingsCard>

      {settings.isPending ? (
        <SkeletonList variant="row" count={3} label="Loading your settings" />
      ) : settings.isError ? (
        <div className="flex flex-col items-start gap-3">
          <InlineAlert variant="danger" title="Your settings could not be loaded." />
          <Button variant="outline" onClick={() => void settings.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <>
          <SettingsCard title="Appearance" description="Light, dark, or as your device is set.">
            <ThemeChooser
              value={shownTheme ?? settings.data.Theme}
              onValueChange={(theme) => saveTheme(settings.data, theme)}
              disabled={save.isPending}
            />
          </SettingsCard>
          {/* Not "Notifications": the toaster's live region has that name (landmark names stay unique). */}
          <SettingsCard
            title="Notification preferences"
            description="What the portal tells you about."
          >
            <NotificationPreferences
              key={`${settings.data.NotificationKinds.join()}|${settings.data.PushNotifications}`}
              value={{
                kinds: settings.data.NotificationKinds,
                push: settings.data.PushNotifications,
              }}
              pushSupported={supportsPush()}
              saving={save.isPending}
              onSave={({ kinds, push }) =>
                save.mutate(
                  { ...settings.data, NotificationKinds: [...kinds], PushNotifications: push },
                  {
                    onSuccess: () => feedback.success('Your notification settings are saved.'),
                    onError: () =>
                      feedback.error('Your notification settings could not be saved. Try again.'),
                  },
                )
              }
            />
          </SettingsCard>
        </>
      )}

      <SettingsCard title="Leaderboard" description="How you appear to other students.">
        <p className="text-sm text-muted-foreground">
          When course leaderboards arrive, you will choose here whether your name or an anonymous
          label is shown.
        </p>
      </SettingsCard>

      <SettingsCard title="Browser storage" description="A fix for pages that look out of date.">
        <ClearStorageAction onClear={() => clearBrowserStorage()} />
      </SettingsCard>
    </PageSection>
  );
}
