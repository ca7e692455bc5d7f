export * from './course-keys';
export * from './get-course-subjects';
export * from './get-course-hierarchy';
export * from './get-content';
export * from './mark-content-as-completed';
export * from './get-course-misc-content';
export * from './resume-points';
