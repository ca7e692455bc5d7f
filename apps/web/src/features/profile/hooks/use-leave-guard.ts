import { useStore } from '../../../shared/create-store';
import {
  useUnsavedChangesGuard,
  type UnsavedChangesGuard,
} from '../../../shared/forms/use-unsaved-changes-guard';
import { session } from '../../../shared/services';
import { shouldHoldLeaving } from '../leave-guard';

/**
 * The profile page's one blocker (React Router honours only one useBlocker), deciding both rules:
 *
 * - spec 2: /setting/profile/true asks the candidate to complete the profile; every in-app
 *   navigation away (links, the header, back/forward) is held while `shouldHoldLeaving` says so,
 *   and the page shows why ('hold').
 * - Unsaved edits (`dirty`): leaving asks "Leave without saving?" ('confirm'), and closing or
 *   reloading the tab gets the browser's own prompt.
 *
 * A reload or a closed tab is not held for the mandatory flag alone: the guards bring the
 * candidate back here on the next visit, and a browser prompt cannot say what is missing.
 */
export function useLeaveGuard(
  mandatory: boolean,
  savedThisVisit: boolean,
  dirty: boolean,
): UnsavedChangesGuard {
  const isProfileCompleted = useStore(
    session.store,
    (state) => state.user?.isProfileCompleted ?? false,
  );
  return useUnsavedChangesGuard(dirty, {
    hold: (nextPath) =>
      shouldHoldLeaving({
        mandatory,
        // Read at the moment of leaving: logout clears the session before it navigates.
        signedIn: session.store.getState().tokens !== null,
        savedThisVisit,
        isProfileCompleted,
        nextPath,
      }),
  });
}
