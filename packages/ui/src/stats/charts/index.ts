// The '@portal/ui/charts' entry: recharts-based charts, loaded lazily by the portal.
// Everything that imports recharts lives under src/stats/charts/ and is exported only from here
// (never from src/stats/index.ts or src/index.ts). Each line re-exports a chart folder's index.ts.
export * from './chart-figure';
export * from './accuracy-donut';
export * from './subjects-donut';
export * from './feature-bar-chart';
export * from './subject-score-chart';
export * from './subject-completion-chart';
export * from './program-completion';
export * from './program-summary';
export * from './cat-ability-chart';
export * from './test-progress-chart';
