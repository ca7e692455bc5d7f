export { ScheduleCard, type ScheduleCardProps } from './schedule-card';
