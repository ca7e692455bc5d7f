export { SearchResults, type SearchResultsProps } from './search-results';
