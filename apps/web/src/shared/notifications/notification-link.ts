import { readNotificationTarget } from '@portal/domain';
import {
  registeredNotificationTargets,
  type NotificationLink,
  type NotificationTargetResolvers,
} from './notification-targets';

/**
 * The link of a notification's target, or null (no target, a malformed one, a kind no feature
 * resolves, or ids its resolver cannot use): such a notification shows without a link.
 */
export function notificationLink(
  target: unknown,
  resolvers: NotificationTargetResolvers = registeredNotificationTargets(),
): NotificationLink | null {
  // parseNotificationTarget's zod-free twin: zod stays out of the list's first paint (issue #10).
  const parsed = readNotificationTarget(target);
  if (!parsed || !Object.hasOwn(resolvers, parsed.Kind)) return null;
  return resolvers[parsed.Kind]?.(parsed) ?? null;
}
