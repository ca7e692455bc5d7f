export { ClearStorageAction, type ClearStorageActionProps } from './clear-storage-action';
