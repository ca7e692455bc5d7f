export { ReaderStatus, type ReaderStatusProps } from './reader-status';
