export { MeetingServiceNotice, type MeetingServiceNoticeProps, type MeetingServiceProblem } from './meeting-service-notice';
