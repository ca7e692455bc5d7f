import { Link, useLocation, useParams } from 'react-router-dom';
import { buttonVariants, FeatureComing } from '@portal/ui';
import { comingCoursePages, comingPageOf } from '../course-menu';
import { subjectsPath } from '../course-paths';

/**
 * The course menu's pages whose issue has not landed (stats, leaderboard, live classes, quizzes,
 * AI quizzes, search, feedback, teacher support, assignments, webinars): what the page will hold
 * and a way back, instead of a 404. The route already checked the package feature.
 */
export default function FeatureComingPage() {
  const { pathname } = useLocation();
  const { courseName, candidateSOSId } = useParams();
  const coming = comingPageOf(pathname);
  const entry = coming ? comingCoursePages[coming] : undefined;
  const back =
    courseName && candidateSOSId
      ? {
          to: subjectsPath({ courseName, encryptedSosId: candidateSOSId }),
          label: 'Back to subjects',
        }
      : { to: '/dashboard', label: 'Back to my courses' };
  return (
    <FeatureComing
      title={entry?.label ?? 'Coming soon'}
      description={entry?.description ?? 'This page is on its way.'}
    >
      <Link to={back.to} className={buttonVariants({ variant: 'outline' })}>
        {back.label}
      </Link>
    </FeatureComing>
  );
}
