// The `ebooks` area (the same name as its server module, domain routes and api services).
// Named re-exports only (tree-shaking); re-exported by src/index.ts.
export { EBookCard, type EBookCardProps } from './ebook-card';
