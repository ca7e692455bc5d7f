export { CatProgress, type CatProgressProps } from './cat-progress';
