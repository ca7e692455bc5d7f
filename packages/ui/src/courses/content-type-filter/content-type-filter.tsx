import * as React from 'react';
import { ContentFilter } from '@portal/domain';
import { SegmentedFilter } from '../../primitives/segmented-filter/segmented-filter';

const options = [
  { value: ContentFilter.All, label: 'All' },
  { value: ContentFilter.Video, label: 'Video' },
  { value: ContentFilter.Reading, label: 'Reading' },
] as const;

export type ContentTypeFilterProps = Omit<
  React.ComponentProps<typeof SegmentedFilter<ContentFilter>>,
  'options' | 'label' | 'value' | 'onValueChange'
> & {
  /** Selected filter (All -1, Video 1, Reading 2). */
  value: ContentFilter;
  /** Called with the chosen filter. */
  onValueChange?: (value: ContentFilter) => void;
  /** Accessible name. @defaultValue 'Filter by content type' */
  label?: string;
};

/** All / Video / Reading switch used by the notes and bookmarks lists. */
export function ContentTypeFilter({
  label = 'Filter by content type',
  ...props
}: ContentTypeFilterProps) {
  return (
    <SegmentedFilter data-slot="content-type-filter" label={label} options={options} {...props} />
  );
}
