export {
  NAVIGATION_PROGRESS_DURATION_MS,
  NavigationProgress,
  NavigationState,
  type NavigationProgressProps,
} from './navigation-progress';
