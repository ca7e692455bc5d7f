import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { agendaQueryOptions } from '@portal/api';
import { Agenda, type AgendaKindFilter } from '@portal/ui';
import { apiClient } from '../../../shared/services';
import { agendaLinkWith, serverNow } from '../../../shared/agenda/agenda-links';
import { useRouteEncrypt } from '../../../shared/routing/route-encrypt';
import { ListLoadError } from '../components/list-load-error';

/**
 * Beyond the spec (issue 15): /course/agenda, outside the course prefix like /course/webinar: one
 * time-ordered list of everything with a date for the candidate over the next four weeks (the
 * subscribed classes' occurrences, webinars, quizzes and assignments due), every course, with the
 * course and type filters; today marked.
 */
export default function AgendaPage() {
  const agenda = useQuery(agendaQueryOptions(apiClient));
  // Item links carry an encrypted course id: the cipher loads beside the page (issue #10).
  const encrypt = useRouteEncrypt();
  const [course, setCourse] = useState('');
  const [kind, setKind] = useState<AgendaKindFilter>('all');
  const items = agenda.data?.Items ?? [];
  const courses = [...new Map(items.map((item) => [String(item.CandidateSOSId), item.CourseName])).entries()].map(([value, label]) => ({ value, label }));
  return (
    <div className="flex flex-col gap-4">
      <h1 id="page-title" className="text-2xl font-semibold">
        Agenda
      </h1>
      <p className="text-muted-foreground">
        Your live classes, webinars and due dates for the next four weeks, in your time zone. Subscribe to a class on a course&apos;s Live classes page to add it here.
      </p>
      {agenda.isError ? (
        <ListLoadError what="agenda" onRetry={() => void agenda.refetch()} />
      ) : (
        <Agenda
          items={items}
          now={serverNow(agenda.data?.ServerTime, agenda.dataUpdatedAt)}
          timeZone={agenda.data?.TimeZoneId}
          loading={agenda.isPending || !encrypt}
          courses={courses}
          course={course}
          onCourseChange={setCourse}
          kind={kind}
          onKindChange={setKind}
          renderLink={encrypt ? agendaLinkWith(encrypt) : () => null}
          emptyMessage={
            items.length === 0
              ? 'Nothing on your agenda in the next four weeks. Subscribe to a live class to see it here.'
              : 'Nothing of this kind in the next four weeks.'
          }
        />
      )}
    </div>
  );
}
