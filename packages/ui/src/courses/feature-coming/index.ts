export { FeatureComing, type FeatureComingProps } from './feature-coming';
