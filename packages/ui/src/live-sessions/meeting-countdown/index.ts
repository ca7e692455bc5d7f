export { MeetingCountdown, countdownText, type MeetingCountdownProps } from './meeting-countdown';
