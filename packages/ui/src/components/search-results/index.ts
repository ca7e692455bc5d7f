export { SearchResults, type SearchResultItem, type SearchResultsProps } from './search-results';
