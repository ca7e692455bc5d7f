export { NotebookList } from './notebook-list';
export type { NotebookLinkProps, NotebookListProps } from './notebook-list';
