export { CatAbilityChart, type CatAbilityChartProps } from './cat-ability-chart';
