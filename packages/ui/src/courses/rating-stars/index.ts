export { RatingStars, type RatingStarsProps } from './rating-stars';
