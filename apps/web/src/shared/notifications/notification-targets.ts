import type { NotificationTarget } from '@portal/domain';

/*
 * Turning a notification's target (domain: kind + ids) into a place in the portal (issue 11, item 7).
 * Each feature that owns pages a notification may lead to declares resolvers for its kinds in
 * features/<area>/notification-targets.ts and hands them over with its routes; app/routes.tsx
 * registers them all here (this module stays light: it is part of the first load), and the
 * notifications page asks `notificationLink` (notification-link.ts). A kind nobody
 * resolves, or a resolver that finds its ids missing, gives no link: the notification still shows.
 */

/** Where a notification leads: a portal path, and the words of the link. */
export interface NotificationLink {
  readonly to: string;
  /** Says where the link goes ("Open your profile"), not "Click here". */
  readonly label: string;
}

/** One kind's resolver: null when the target's ids do not make a route. */
export type NotificationTargetResolver = (target: NotificationTarget) => NotificationLink | null;

/** A feature's resolvers, by target kind. */
export type NotificationTargetResolvers = Readonly<Record<string, NotificationTargetResolver>>;

let registered: NotificationTargetResolvers = {};

/** Combines the features' resolvers; a kind claimed by two features is a programming error. */
export function combineNotificationTargets(
  areas: readonly NotificationTargetResolvers[],
): NotificationTargetResolvers {
  const combined: Record<string, NotificationTargetResolver> = {};
  for (const area of areas) {
    for (const [kind, resolver] of Object.entries(area)) {
      if (kind in combined)
        throw new Error(`Two features resolve the notification target "${kind}".`);
      combined[kind] = resolver;
    }
  }
  return combined;
}

/** Called once by app/routes.tsx with every feature's resolvers. */
export function registerNotificationTargets(areas: readonly NotificationTargetResolvers[]): void {
  registered = combineNotificationTargets(areas);
}

/** What app/routes.tsx registered. */
export function registeredNotificationTargets(): NotificationTargetResolvers {
  return registered;
}
