import type * as React from 'react';
import { Link } from 'react-router-dom';
import { AgendaItemKind, type AgendaItem } from '@portal/domain';
import { textLinkVariants } from '@portal/ui';
import type { RouteEncrypt } from '../routing/route-encrypt';

/** The study agenda's page (issue 15), outside the course's param prefix like /course/webinar. */
export const AGENDA_PATH = '/course/agenda';

/**
 * Where an agenda item opens: a class its meeting room, a webinar the webinars page, a due quiz or
 * assignment its course's list (spec 2 paths: /course/{courseName}/{candidateSOSId(enc)}/quizzes,
 * /assignments; /course/candidate/meeting?course=&meeting=; /course/webinar). Shared by the
 * agenda page and the dashboard's "This week" (features import no other feature).
 */
export function agendaItemPath(item: AgendaItem, encrypt: RouteEncrypt): string {
  const root = `/course/${encodeURIComponent(item.CourseName)}/${encrypt(String(item.CandidateSOSId))}`;
  switch (item.Kind) {
    case AgendaItemKind.liveClass:
      return `/course/candidate/meeting?course=${item.CandidateSOSId}&meeting=${item.ItemId}`;
    case AgendaItemKind.webinar:
      return '/course/webinar';
    case AgendaItemKind.test:
      return `${root}/quizzes`;
    case AgendaItemKind.assignment:
      return `${root}/assignments`;
  }
}

/** The ui Agenda's renderLink: the item's title as a router link (`encrypt`: useRouteEncrypt's). */
export function agendaLinkWith(encrypt: RouteEncrypt) {
  return function agendaLink(item: AgendaItem, children: React.ReactNode) {
    return (
      <Link to={agendaItemPath(item, encrypt)} className={textLinkVariants()}>
        {children}
      </Link>
    );
  };
}

/** The device clock corrected by the server's (ServerTime when the agenda was read). */
export function serverNow(serverTime: string | undefined, readAt: number): number {
  return Date.now() + (serverTime ? Date.parse(serverTime) - readAt : 0);
}
