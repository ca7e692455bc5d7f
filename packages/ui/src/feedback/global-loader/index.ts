export { GlobalLoader, type GlobalLoaderProps } from './global-loader';
