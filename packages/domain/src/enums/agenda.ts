/*
 * The agenda's plain values, in a module without zod: the dashboard and the course pages read them
 * before they paint, and a value taken from schemas/agenda.ts would bring that module's zod schemas
 * (and zod classic, ~25 KB gzip) into their first load (issue #10). schemas/agenda.ts re-exports them.
 */

/** What an agenda entry is: a live class occurrence, a webinar, a test's or an assignment's due date. Ours. */
export const AgendaItemKind = { liveClass: 'liveClass', webinar: 'webinar', test: 'test', assignment: 'assignment' } as const;
export type AgendaItemKind = (typeof AgendaItemKind)[keyof typeof AgendaItemKind];

/** How many days ahead the agenda looks by default (from the start of the candidate's today), and at most. */
export const AgendaWindow = { defaultDays: 28, maxDays: 62 } as const;
