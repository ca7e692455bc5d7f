export {
  ContentsPanel,
  type ContentsItem,
  type ContentsPanelProps,
  type SearchResultItem,
} from './contents-panel';
