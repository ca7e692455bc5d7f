export { TestTimer, type TestTimerProps } from './test-timer';
