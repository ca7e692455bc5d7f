/**
 * Whether leaving the profile page must be held back (the mandatory flag, spec 2).
 *
 * Decision: with `/setting/profile/true` the portal sent the candidate here because the profile
 * is required, so an in-app navigation away is blocked until the candidate has saved the profile
 * during this visit AND the refreshed session says IsProfileCompleted (the server's word, read
 * after the save's token refresh). Saving alone is not enough if the server still reports the
 * profile incomplete; an old IsProfileCompleted alone is not enough either, because the flag asks
 * for a save. Logging out is never blocked (the session is already gone when it navigates), and
 * moving within the profile routes is not "leaving".
 */
export function shouldHoldLeaving(state: {
  readonly mandatory: boolean;
  readonly signedIn: boolean;
  readonly savedThisVisit: boolean;
  readonly isProfileCompleted: boolean;
  readonly nextPath: string;
}): boolean {
  if (!state.mandatory || !state.signedIn) return false;
  if (/^\/setting\/profile(\/|$)/.test(state.nextPath)) return false;
  return !(state.savedThisVisit && state.isProfileCompleted);
}
