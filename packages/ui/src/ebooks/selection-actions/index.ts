export {
  SelectionActions,
  highlightColours,
  type SelectionActionsProps,
} from './selection-actions';
