export {
  SegmentedFilter,
  type SegmentedFilterOption,
  type SegmentedFilterProps,
} from './segmented-filter';
