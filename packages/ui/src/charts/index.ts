// The '@portal/ui/charts' entry: recharts-based charts, loaded lazily by the portal.
// Everything that imports recharts lives under src/charts/ and is exported only from here.
export * from './chart-figure/chart-figure';
export * from './accuracy-donut';
export * from './subjects-donut';
export * from './feature-bar-chart';
export * from './subject-score-chart';
export * from './subject-completion-chart';
export * from './program-completion';
export * from './program-summary';
