import { z } from 'zod';
import { NotificationTargetKind } from '../enums/notification';

/*
 * Where a notification leads (issue 11, item 7; the spec's notification has no link). A target names
 * a kind of page and the ids that page needs; the portal turns it into a route, one resolver per
 * area (apps/web features/<area>/notification-targets.ts). Each later area adds its kinds here
 * (a lecture, an invoice) and its resolver there. The wire keeps `Kind` a free string so an older
 * portal meeting a newer kind shows the notification without a link rather than failing to parse.
 */

/** Name of an id a target carries (`CandidateSOSId`, `InvoiceId`, ...): the wire's own names. */
const TargetIdName = z.string().regex(/^[A-Za-z][A-Za-z0-9]{0,39}$/);

/** A notification's target: a kind, and the ids that kind needs (whole numbers, 1 or more). */
export const NotificationTarget = z.object({
  Kind: z.string().regex(/^[A-Za-z][A-Za-z0-9]{0,39}$/),
  Ids: z
    .record(TargetIdName, z.number().int().positive())
    .refine((ids) => Object.keys(ids).length <= 8, 'A target carries at most 8 ids.')
    .default({}),
});
export type NotificationTarget = z.infer<typeof NotificationTarget>;

/**
 * A stored or received target, or null when there is none or it is not a valid target (a stored
 * value written by an older release degrades to "no link", never to an error).
 */
export function parseNotificationTarget(value: unknown): NotificationTarget | null {
  if (value === null || value === undefined) return null;
  const parsed = NotificationTarget.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** Whether a target is of one of the kinds this build knows (the rest are shown without a link). */
export function isKnownNotificationTargetKind(kind: string): kind is NotificationTargetKind {
  return (Object.values(NotificationTargetKind) as string[]).includes(kind);
}
