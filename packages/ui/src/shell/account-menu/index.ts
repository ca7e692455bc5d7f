export { AccountMenu, type AccountMenuProps } from './account-menu';
export {
  AccountMenuButton,
  type AccountMenuButtonProps,
  type HeaderUser,
} from './account-menu-button';
