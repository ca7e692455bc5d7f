// The `webinars` area (the same name as its server module, domain routes and api services).
// Named re-exports only (tree-shaking); re-exported by src/index.ts.
export { WebinarList, type WebinarListProps } from './webinar-list';
