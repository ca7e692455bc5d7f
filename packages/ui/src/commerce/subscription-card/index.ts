export { SubscriptionCard, type SubscriptionCardProps } from './subscription-card';
