export { PageSection, type PageSectionProps } from './page-section';
