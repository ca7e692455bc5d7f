// Its own module so the menu's code (Radix DropdownMenu and its positioning) loads beside the page
// instead of before it (bench/bundle-size.mjs, dashboard budget); AccountMenuButton stands in.
export { AccountMenu } from '@portal/ui';
