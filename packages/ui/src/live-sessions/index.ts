// The `live-sessions` area (the same name as its server module, domain routes and api services).
// Named re-exports only (tree-shaking); re-exported by src/index.ts.
export { LiveClassCard, type LiveClassCardProps } from './live-class-card';
export {
  MeetingStatusBadge,
  MeetingTypeBadge,
  meetingTypeText,
  type MeetingStatusBadgeProps,
  type MeetingTypeBadgeProps,
} from './meeting-badges';
export { ScheduleCard, type ScheduleCardProps } from './schedule-card';
