export { LiveClassCard, type LiveClassCardProps } from './live-class-card';
