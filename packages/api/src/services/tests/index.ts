export * from './test-keys';
export * from './get-tests';
export * from './get-test';
export * from './save-test-answer';
export * from './next-question';
export * from './submit-test';
export * from './test-results';
export * from './mistake-bank';
