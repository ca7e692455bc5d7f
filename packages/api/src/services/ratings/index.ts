export * from './ratings-keys';
export * from './ratings';
export * from './report-problem';
