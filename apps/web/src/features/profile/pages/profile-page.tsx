import { Card } from '@portal/ui';
import { InlineAlert } from '../../../shared/components/inline-alert';
import { useStore } from '../../../shared/create-store';
import { session } from '../../../shared/services';
import { useGuardedParams } from '../../../shared/use-guarded-params';

/**
 * spec 2: /dashboard/profile and /setting/profile/{mandatory?}. The mandatory flag is a boolean
 * route parameter: 'true' asks the candidate to complete the profile. Editing arrives with the
 * profile issue; this shows what the session knows.
 */
export default function ProfilePage() {
  const { mandatory } = useGuardedParams();
  const user = useStore(session.store, (state) => state.user);
  const rows: [string, string][] = [
    ['Full name', user?.fullName ?? ''],
    ['Username', user?.userName ?? ''],
    ['Email', user?.email ?? ''],
    ['Phone', [user?.phoneCode, user?.phoneNumber].filter(Boolean).join(' ')],
  ];
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-4">
      <h1 id="page-title" className="text-2xl font-semibold">
        Profile
      </h1>
      {mandatory === 'true' ? (
        <InlineAlert variant="warning" title="Please complete your profile to continue." />
      ) : null}
      <Card className="p-6">
        <dl className="grid gap-3 sm:grid-cols-[10rem_1fr]">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-sm text-muted-foreground">{label}</dt>
              <dd className="text-sm font-medium">{value || '—'}</dd>
            </div>
          ))}
        </dl>
      </Card>
    </section>
  );
}
