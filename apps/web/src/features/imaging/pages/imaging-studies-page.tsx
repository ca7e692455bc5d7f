import { Link, useLocation } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { imagingStudiesQueryOptions } from '@portal/api';
import { EmptyState, ListSkeleton } from '@portal/ui';
import { encryptValue } from '../../../platform/crypto';
import { config } from '../../../shared/config';
import { useGuardedParams } from '../../../shared/routing/use-guarded-params';
import { apiClient } from '../../../shared/services';

/**
 * /course/{courseName}/{candidateSOSId(enc)}/imaging: the course's imaging studies (README of the
 * imaging feature: the route decision). Each opens the viewer at .../imaging/{studyId(enc)}.
 */
export default function ImagingStudiesPage() {
  const params = useGuardedParams();
  const location = useLocation();
  const candidateSosId = Number(params.candidateSOSId);
  const studies = useQuery(imagingStudiesQueryOptions(apiClient, candidateSosId));
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4 p-4">
      <h1 className="text-2xl font-semibold">Imaging studies</h1>
      {studies.isPending ? (
        <ListSkeleton kind="coursesList" count={3} />
      ) : studies.isError ? (
        <EmptyState message="The studies could not be loaded, or this course is not yours." />
      ) : studies.data.Studies.length === 0 ? (
        <EmptyState message="This course has no imaging studies." />
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {studies.data.Studies.map((study) => (
            <li key={study.StudyId} className="rounded-lg border p-4">
              <h2 className="font-semibold">
                <Link className="underline-offset-4 hover:underline" to={`${location.pathname.replace(/\/$/, '')}/${encodeURIComponent(encryptValue(String(study.StudyId), config.routeEncryptionKey))}`}>
                  {study.Title}
                </Link>
              </h2>
              <p className="text-sm text-muted-foreground">
                {study.Modality} · {study.ImageCount === 1 ? '1 image' : `${study.ImageCount} images`} · {study.Series.length === 1 ? '1 series' : `${study.Series.length} series`}
              </p>
              <p className="mt-1 text-sm">{study.Description}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
