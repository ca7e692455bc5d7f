export {
  SubscriptionStatusBadge,
  subscriptionStatusLabel,
  type SubscriptionStatusBadgeProps,
} from './subscription-status-badge';
