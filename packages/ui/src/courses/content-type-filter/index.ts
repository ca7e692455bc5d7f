export { ContentTypeFilter, type ContentTypeFilterProps } from './content-type-filter';
