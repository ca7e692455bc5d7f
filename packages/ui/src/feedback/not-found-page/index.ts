export { NOT_FOUND_TEXT, NotFoundPage, type NotFoundPageProps } from './not-found-page';
