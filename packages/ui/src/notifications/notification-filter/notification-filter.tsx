import * as React from 'react';
import { NotificationFilter as NotificationFilterValue } from '@portal/domain';
import { SegmentedFilter } from '../../primitives/segmented-filter/segmented-filter';

const options = [
  { value: NotificationFilterValue.all, label: 'All' },
  { value: NotificationFilterValue.read, label: 'Read' },
  { value: NotificationFilterValue.unread, label: 'Unread' },
] as const;

export type NotificationFilterProps = Omit<
  React.ComponentProps<typeof SegmentedFilter<NotificationFilterValue>>,
  'options' | 'label' | 'value' | 'onValueChange'
> & {
  /** Selected filter (all 1, read 2, unread 3). */
  value: NotificationFilterValue;
  /** Called with the chosen filter. */
  onValueChange?: (value: NotificationFilterValue) => void;
  /** Accessible name. @defaultValue 'Filter notifications' */
  label?: string;
};

/** All / Read / Unread switch above the notification list. */
export function NotificationFilter({
  label = 'Filter notifications',
  ...props
}: NotificationFilterProps) {
  return (
    <SegmentedFilter data-slot="notification-filter" label={label} options={options} {...props} />
  );
}
