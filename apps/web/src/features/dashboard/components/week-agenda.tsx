import { useQuery } from '@tanstack/react-query';
import { agendaQueryOptions } from '@portal/api';
import { Agenda } from '@portal/ui';
import { agendaLinkWith, serverNow } from '../../../shared/agenda/agenda-links';
import type { RouteEncrypt } from '../../../shared/routing/route-encrypt';
import { apiClient } from '../../../shared/services';
import { WeekAgendaFrame } from './week-agenda-frame';

/** How many of the week's items the panel lists; the link says how many more there are. */
const SHOWN = 5;

/**
 * Issue 15: "This week" of the study agenda on the dashboard, for a candidate with courses. A chunk
 * of its own (issue #10): the page asks for it once the courses are in, when it also asks for the
 * week's items, so the course cards paint without the agenda's code. Gone when the week fails.
 */
export default function WeekAgenda({ encrypt }: { encrypt: RouteEncrypt | undefined }) {
  const week = useQuery(agendaQueryOptions(apiClient, { days: 7 }));
  if (week.isError) return null;
  const items = week.data?.Items ?? [];
  return (
    <WeekAgendaFrame more={items.length - SHOWN}>
      <Agenda
        variant="panel"
        title="This week"
        items={items.slice(0, SHOWN)}
        now={serverNow(week.data?.ServerTime, week.dataUpdatedAt)}
        timeZone={week.data?.TimeZoneId}
        loading={week.isPending || !encrypt}
        renderLink={encrypt ? agendaLinkWith(encrypt) : () => null}
        emptyMessage="Nothing due and no classes this week."
      />
    </WeekAgendaFrame>
  );
}
