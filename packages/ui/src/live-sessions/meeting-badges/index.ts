export {
  MeetingStatusBadge,
  MeetingTypeBadge,
  meetingTypeText,
  type MeetingStatusBadgeProps,
  type MeetingTypeBadgeProps,
} from './meeting-badges';
