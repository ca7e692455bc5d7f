export { EmptyState, EmptyStateAvatar, type EmptyStateProps } from './empty-state';
