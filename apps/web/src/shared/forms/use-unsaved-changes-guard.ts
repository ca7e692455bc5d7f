import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, useLocation, type Blocker } from 'react-router-dom';
import type { ConfirmationDialogProps } from '@portal/ui';
import { session } from '../app-state';
import { decideLeaving, type LeaveDecision } from './use-unsaved-changes-guard-decision';

export { decideLeaving, type LeaveDecision } from './use-unsaved-changes-guard-decision';

export interface UnsavedChangesGuardOptions {
  /** The confirmation's text. */
  readonly message?: string;
  /** The page's own rule: whether leaving for `nextPath` is forbidden outright. */
  readonly hold?: (nextPath: string) => boolean;
}

export interface UnsavedChangesGuard {
  readonly blocker: Blocker;
  /** Why the current navigation is blocked; 'allow' when nothing is blocked. */
  readonly decision: LeaveDecision;
  /** Props for the ui ConfirmationDialog ("Leave without saving?"); open only for 'confirm'. */
  readonly confirmation: ConfirmationDialogProps;
}

const defaultMessage = 'Your changes have not been saved. If you leave now, they will be lost.';

function signedIn(): boolean {
  return session.store.getState().tokens !== null;
}

/**
 * Keeps unsaved edits from being lost silently. While `dirty`, an in-app navigation to another
 * page waits for the candidate's answer in a confirmation dialog ("Stay" / "Leave"), and closing
 * or reloading the tab gets the browser's own "leave site?" prompt (browsers show their own
 * wording; the page cannot set it). Logout is never held, and once the form is saved (`dirty`
 * false) nothing is held unless the page's `hold` rule says so.
 */
export function useUnsavedChangesGuard(
  dirty: boolean,
  options: UnsavedChangesGuardOptions = {},
): UnsavedChangesGuard {
  const { message = defaultMessage, hold } = options;
  const { pathname } = useLocation();

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      decideLeaving({
        signedIn: signedIn(),
        dirty,
        held: hold?.(nextLocation.pathname) ?? false,
        currentPath: currentLocation.pathname,
        nextPath: nextLocation.pathname,
      }) !== 'allow',
  );

  // Re-decided from the blocked destination, so the dialog matches the rule that blocked it.
  const decision: LeaveDecision =
    blocker.state === 'blocked'
      ? decideLeaving({
          signedIn: signedIn(),
          dirty,
          held: hold?.(blocker.location.pathname) ?? false,
          currentPath: pathname,
          nextPath: blocker.location.pathname,
        })
      : 'allow';

  // Nothing holds the navigation any more (e.g. the session ended meanwhile): let it go.
  useEffect(() => {
    if (blocker.state === 'blocked' && decision === 'allow') blocker.proceed();
  }, [blocker, decision]);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium and Safari still need returnValue set to show the prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  // "Leave" closes the dialog too; its close must not reset the blocker it just let proceed
  // (a reset before a back/forward proceed finishes would block that navigation again).
  const leaving = useRef(false);
  const stay = useCallback(() => {
    if (!leaving.current && blocker.state === 'blocked') blocker.reset();
  }, [blocker]);
  const leave = useCallback(() => {
    if (blocker.state !== 'blocked') return;
    leaving.current = true;
    blocker.proceed();
  }, [blocker]);
  useEffect(() => {
    if (blocker.state === 'blocked') leaving.current = false;
  }, [blocker]);

  return {
    blocker,
    decision,
    confirmation: {
      open: decision === 'confirm',
      onOpenChange: (open) => {
        if (!open) stay();
      },
      title: 'Leave without saving?',
      message,
      confirmLabel: 'Leave',
      cancelLabel: 'Stay',
      destructive: true,
      onConfirm: leave,
      onCancel: stay,
    },
  };
}
