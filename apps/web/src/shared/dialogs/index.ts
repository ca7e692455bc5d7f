import type { ComponentProps } from 'react';
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

export { LazyReportProblemDialog as ReportProblemDialog } from './report-problem-dialog';
