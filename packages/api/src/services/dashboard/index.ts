export * from './dashboard-keys';
export * from './get-my-courses';
export * from './get-my-e-books';
export * from './get-my-programs';
