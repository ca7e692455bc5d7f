// The @portal/ui entry point. Every export is a plain named re-export so bundlers can tree-shake:
// importing one component pulls in only that component. Heavy pieces (recharts) live behind
// '@portal/ui/charts' so the portal can load them lazily.
export { cn } from './lib/cn';
export * from './core';
export * from './learning';
