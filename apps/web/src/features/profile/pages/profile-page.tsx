import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { countriesQueryOptions, profileQueryOptions, timeZonesQueryOptions } from '@portal/api';
import { Button, Card, InlineAlert, Skeleton } from '@portal/ui';
import { ConfirmationDialog } from '../../../shared/dialogs';
import { lazyDialog } from '../../../shared/dialogs/lazy-dialog';
import { useStore } from '../../../shared/create-store';
import { errorMessage } from '../../../shared/forms/use-zod-form';
import { apiClient, session } from '../../../shared/services';
import { useGuardedParams } from '../../../shared/routing/use-guarded-params';
import { AcademicDocuments } from '../components/academic-documents';
import { ProfileDetails } from '../components/profile-details';
import { ProfilePicture } from '../components/profile-picture';
import { useLeaveGuard } from '../hooks/use-leave-guard';

/** Shown only when a mandatory profile blocks leaving: loaded then (issue #10). */
const LeaveBlockedDialog = lazyDialog(
  () => import('../components/leave-blocked-dialog').then((module) => module.LeaveBlockedDialog),
  (props) => props.open,
);

/**
 * spec 2: /dashboard/profile and /setting/profile/{mandatory?}. The mandatory flag is a boolean
 * route parameter: 'true' asks the candidate to complete the profile, and leaving is held until
 * it is saved (see leave-guard.ts). With or without the flag, unsaved edits (the form, the
 * academic records, a title or file in the add-document dialog) are never lost silently: leaving
 * asks first (see use-leave-guard.ts).
 */
export default function ProfilePage() {
  const { mandatory } = useGuardedParams();
  const isMandatory = mandatory === 'true';
  const [savedThisVisit, setSavedThisVisit] = useState(false);
  const isProfileCompleted = useStore(
    session.store,
    (state) => state.user?.isProfileCompleted ?? false,
  );
  const sessionName = useStore(session.store, (state) => state.user?.fullName ?? '');
  const [detailsDirty, setDetailsDirty] = useState(false);
  const [documentDirty, setDocumentDirty] = useState(false);
  const guard = useLeaveGuard(isMandatory, savedThisVisit, detailsDirty || documentDirty);

  const profile = useQuery(profileQueryOptions(apiClient));
  const countries = useQuery(countriesQueryOptions(apiClient));
  const timeZones = useQuery(timeZonesQueryOptions(apiClient));
  const failed = [profile, countries, timeZones].find((query) => query.isError);

  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-4">
      <h1 id="page-title" className="text-2xl font-semibold">
        Profile
      </h1>
      {isMandatory && !(savedThisVisit && isProfileCompleted) ? (
        <InlineAlert
          variant="warning"
          title="Please complete your profile to continue."
          message="Fill in the required fields and save your profile; the portal opens once it is saved."
        />
      ) : null}
      {isMandatory && savedThisVisit && isProfileCompleted ? (
        <InlineAlert variant="success" title="Your profile is complete." />
      ) : null}
      {isMandatory && savedThisVisit && isProfileCompleted ? (
        <Link to="/dashboard" className="w-fit text-sm font-medium text-primary underline">
          Continue to the dashboard
        </Link>
      ) : null}
      <ProfilePicture fullName={profile.data?.FullName ?? sessionName} />
      {failed ? (
        <div className="grid gap-2">
          <InlineAlert
            variant="danger"
            title="Your profile could not be loaded."
            message={errorMessage(failed.error)}
          />
          <Button
            variant="outline"
            className="w-fit"
            onClick={() => {
              for (const query of [profile, countries, timeZones])
                if (query.isError) void query.refetch();
            }}
          >
            Try again
          </Button>
        </div>
      ) : profile.data && countries.data && timeZones.data ? (
        <ProfileDetails
          profile={profile.data}
          countries={countries.data}
          timeZones={timeZones.data}
          onSaved={() => setSavedThisVisit(true)}
          onDirtyChange={setDetailsDirty}
        />
      ) : (
        <Card layout="grid" padding="even" aria-busy="true">
          <span className="sr-only" role="status">
            Loading your profile
          </span>
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} className="h-10 w-full" />
          ))}
        </Card>
      )}
      <AcademicDocuments onDirtyChange={setDocumentDirty} />
      <LeaveBlockedDialog blocker={guard.blocker} open={guard.decision === 'hold'} />
      <ConfirmationDialog {...guard.confirmation} />
    </section>
  );
}
