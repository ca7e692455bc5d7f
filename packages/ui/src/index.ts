// The @portal/ui entry point: the groups, each a src/<group>/index.ts of plain named re-exports, so
// bundlers can tree-shake (importing one component pulls in only that component). Heavy pieces
// (recharts) live behind '@portal/ui/charts' (src/stats/charts/) so the portal can load them lazily;
// they are never re-exported here.
export { cn } from './lib/cn';
export * from './primitives';
export * from './feedback';
export * from './shell';
export * from './account';
export * from './dashboard';
export * from './notifications';
export * from './profile';
export * from './contact';
export * from './courses';
export * from './tests';
export * from './assignments';
export * from './live-sessions';
export * from './webinars';
export * from './ebooks';
export * from './notebook';
export * from './stats';
export * from './search';
export * from './commerce';
export * from './settings';
export * from './imaging';
