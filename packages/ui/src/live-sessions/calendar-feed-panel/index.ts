export { CalendarFeedPanel, type CalendarFeedPanelProps } from './calendar-feed-panel';
