import { Link, useParams } from 'react-router-dom';
import { buttonVariants, MissingFeaturePage } from '@portal/ui';
import { subjectsPath } from '../course-paths';

/**
 * spec 2: /accessDenied (UpgradeSubscription): 'Oops!! Your Current Package does not include this
 * feature.', with the way back to the course and to the subscriptions, where a package is renewed.
 */
export default function AccessDeniedPage() {
  const { courseName = '', candidateSOSId = '' } = useParams();
  return (
    <MissingFeaturePage fillViewport={false}>
      <p className="max-w-md text-sm text-muted-foreground">
        Your subscription's package decides which parts of the course you can open. You can keep
        studying what it includes.
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        <Link
          to={subjectsPath({ courseName, encryptedSosId: candidateSOSId })}
          className={buttonVariants()}
        >
          Back to subjects
        </Link>
        <Link to="/dashboard/mySubscriptions" className={buttonVariants({ variant: 'outline' })}>
          My subscriptions
        </Link>
      </div>
    </MissingFeaturePage>
  );
}
