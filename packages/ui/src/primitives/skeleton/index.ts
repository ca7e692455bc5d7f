export {
  ButtonsSkeleton,
  Skeleton,
  SkeletonList,
  skeletonListVariants,
  type SkeletonListProps,
  type SkeletonListVariant,
} from './skeleton';
