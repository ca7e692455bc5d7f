import { cloneElement, isValidElement, type ComponentProps } from 'react';
import { Flag } from 'lucide-react';
import { Button } from '@portal/ui';
import { lazyDialog } from './lazy-dialog';

type UiDialogs = typeof import('./ui-dialogs');
const loadUiDialogs = () => import('./ui-dialogs');

/** @portal/ui's ConfirmationDialog, loaded when it first opens. */
export const ConfirmationDialog = lazyDialog<ComponentProps<UiDialogs['ConfirmationDialog']>>(
  () => loadUiDialogs().then((module) => module.ConfirmationDialog),
  (props) => props.open,
);

/** @portal/ui's MessageDialog, loaded when it first opens. */
export const MessageDialog = lazyDialog<ComponentProps<UiDialogs['MessageDialog']>>(
  () => loadUiDialogs().then((module) => module.MessageDialog),
  (props) => props.open,
);

/** @portal/ui's NoteEditorDialog, loaded when it first opens. */
export const NoteEditorDialog = lazyDialog<ComponentProps<UiDialogs['NoteEditorDialog']>>(
  () => loadUiDialogs().then((module) => module.NoteEditorDialog),
  (props) => props.open,
);

/**
 * @portal/ui's ReportProblemDialog, controlled (`open`, `onOpenChange`), loaded when it first opens.
 * Until then its trigger is drawn as the dialog draws it (the same Button and label, with the popup
 * semantics Radix gives it); pressing it asks to open.
 */
export const ReportProblemDialog = lazyDialog<ComponentProps<UiDialogs['ReportProblemDialog']> & { open: boolean }>(
  () => loadUiDialogs().then((module) => module.ReportProblemDialog),
  (props) => props.open,
  (props) => (
    <Button variant="ghost" size="sm" type="button" aria-haspopup="dialog" aria-expanded={false} onClick={() => props.onOpenChange?.(true)}>
      <Flag aria-hidden />
      {props.isReported ? 'Problem reported' : 'Report a problem'}
    </Button>
  ),
);

/**
 * @portal/ui's FinishTestDialog, controlled (`open`, `onOpenChange`), loaded when it first opens.
 * Until then its `trigger` is drawn as the dialog draws it, with the popup semantics Radix gives it;
 * pressing it asks to open.
 */
export const FinishTestDialog = lazyDialog<ComponentProps<UiDialogs['FinishTestDialog']>>(
  () => loadUiDialogs().then((module) => module.FinishTestDialog),
  (props) => props.open ?? false,
  (props) =>
    isValidElement<{ onClick?: () => void }>(props.trigger)
      ? cloneElement(props.trigger, { 'aria-haspopup': 'dialog', 'aria-expanded': false, onClick: () => props.onOpenChange?.(true) } as object)
      : null,
);
