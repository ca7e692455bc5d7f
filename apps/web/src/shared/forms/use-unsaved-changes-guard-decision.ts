/**
 * What a navigation away from a page with a form may do:
 * - 'allow': go;
 * - 'hold': the page's own rule forbids leaving (e.g. the mandatory profile); it explains why;
 * - 'confirm': there are unsaved edits; ask "Leave without saving?".
 */
export type LeaveDecision = 'allow' | 'hold' | 'confirm';

export interface LeaveState {
  /** Read at the moment of leaving: logout clears the session before it navigates. */
  readonly signedIn: boolean;
  /** The form differs from what was loaded or last saved. */
  readonly dirty: boolean;
  /** The page's own rule forbids leaving for this destination. */
  readonly held: boolean;
  readonly currentPath: string;
  readonly nextPath: string;
}

/**
 * One decision for both rules, because React Router honours only one active useBlocker.
 * Logout (no session any more) always goes; so does a change of search or hash only (the page
 * stays mounted, nothing typed is lost). A page's hold wins over the unsaved-changes question:
 * leaving is not allowed at all, so "Leave without saving?" would be the wrong question.
 */
export function decideLeaving(state: LeaveState): LeaveDecision {
  if (!state.signedIn) return 'allow';
  if (state.currentPath === state.nextPath) return 'allow';
  if (state.held) return 'hold';
  if (state.dirty) return 'confirm';
  return 'allow';
}
