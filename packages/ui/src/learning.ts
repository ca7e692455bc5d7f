// Learning, tests, stats tables, commerce and profile components (re-exported by src/index.ts).
// Named re-exports only (tree-shaking); nothing here may import recharts (that lives in src/charts/).

// Learning
export * from './components/activity-tree';
export * from './components/activity-type-icon';
export * from './components/bookmark-list';
export * from './components/content-type-filter';
export * from './components/feedback-form';
export * from './components/course-card';
export * from './components/ebook-card';
export * from './components/live-class-card';
export * from './components/meeting-badges';
export * from './components/note-list';
export * from './components/notification-filter';
export * from './components/notification-item';
export * from './components/notification-list';
export * from './components/rating-stars';
export * from './components/reading-view';
export * from './components/report-problem-dialog';
export * from './components/schedule-card';
export * from './components/search-results';
export * from './components/segmented-filter';
export * from './components/subject-card';
export * from './components/teacher-support-form';
export * from './components/video-frame';
export * from './components/webinar-list';

// Tests
export * from './components/finish-test-dialog';
export * from './components/question-card';
export * from './components/question-navigator';
export * from './components/result-detail';
export * from './components/result-summary';
export * from './components/test-filter';
export * from './components/test-info';
export * from './components/test-list-row';
export * from './components/test-timer';

// Stats (tables; the charts are in '@portal/ui/charts')
export * from './components/assignment-progress-table';
export * from './components/leaderboard';
export * from './components/test-progress-table';

// Commerce
export * from './components/cart-summary';
export * from './components/coupon-field';
export * from './components/invoice-row';
export * from './components/invoice-status-badge';
export * from './components/invoice-summary';
export * from './components/jazzcash-voucher';
export * from './components/money';
export * from './components/payment-method-picker';
export * from './components/printable-invoice';
export * from './components/renewal-selection';
export * from './components/subscription-card';
export * from './components/subscription-status-badge';
export * from './components/ubl-voucher';

// Profile
export * from './components/academic-documents-list';
export * from './components/profile-form';
export * from './components/profile-image';
export * from './components/upload-progress';
