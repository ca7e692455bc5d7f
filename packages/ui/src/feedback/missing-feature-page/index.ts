export { MissingFeaturePage, type MissingFeaturePageProps } from './missing-feature-page';
