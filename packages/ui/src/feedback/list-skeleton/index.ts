export { ListSkeleton, ListSkeletonKind, type ListSkeletonProps } from './list-skeleton';
