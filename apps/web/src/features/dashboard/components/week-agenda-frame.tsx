import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Skeleton } from '@portal/ui';
import { AGENDA_PATH } from '../../../shared/agenda/agenda-links';

/**
 * The dashboard's "This week" panel frame: the border, the agenda inside it and the link to the
 * whole agenda. Shared by the panel (week-agenda.tsx, loaded once the courses are in) and its
 * placeholder, so the panel takes its place without moving the page.
 */
export function WeekAgendaFrame({ children, more = 0 }: { children: ReactNode; more?: number }) {
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-border p-4">
      {children}
      <Link
        to={AGENDA_PATH}
        className="self-start text-sm text-primary underline-offset-4 hover:underline"
      >
        {more > 0 ? `See your agenda (${more} more this week)` : 'See your agenda'}
      </Link>
    </div>
  );
}

/** What the panel shows while its module loads: the agenda's own loading state (ui Agenda, variant panel). */
export function WeekAgendaPlaceholder() {
  const headingId = useId();
  return (
    <WeekAgendaFrame>
      <section
        data-slot="agenda"
        data-variant="panel"
        aria-labelledby={headingId}
        className="grid gap-4"
      >
        <h2 id={headingId} className="text-lg font-semibold">
          This week
        </h2>
        <div aria-busy="true" className="grid gap-2">
          <span className="sr-only">Loading your agenda</span>
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} className="h-16 w-full" />
          ))}
        </div>
      </section>
    </WeekAgendaFrame>
  );
}
