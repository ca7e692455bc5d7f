import { useBlocker, type Blocker } from 'react-router-dom';
import { useStore } from '../../../shared/create-store';
import { session } from '../../../shared/services';
import { shouldHoldLeaving } from '../leave-guard';

/**
 * spec 2: /setting/profile/true asks the candidate to complete the profile. React Router's
 * useBlocker holds every in-app navigation away (links, the header, back/forward) while
 * `shouldHoldLeaving` says so; the page shows why and lets the candidate stay. A reload or a
 * closed tab is not held: the guards bring the candidate back here on the next visit, and a
 * browser "leave site?" prompt cannot say what is missing.
 */
export function useLeaveGuard(mandatory: boolean, savedThisVisit: boolean): Blocker {
  const isProfileCompleted = useStore(
    session.store,
    (state) => state.user?.isProfileCompleted ?? false,
  );
  return useBlocker(({ currentLocation, nextLocation }) => {
    if (currentLocation.pathname === nextLocation.pathname) return false;
    return shouldHoldLeaving({
      mandatory,
      // Read at the moment of leaving: logout clears the session before it navigates.
      signedIn: session.store.getState().tokens !== null,
      savedThisVisit,
      isProfileCompleted,
      nextPath: nextLocation.pathname,
    });
  });
}
