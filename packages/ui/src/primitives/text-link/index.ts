export { TextLink, textLinkVariants, type TextLinkProps } from './text-link';
