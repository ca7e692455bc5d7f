import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMutation, useQuery } from '@tanstack/react-query';
import { catalogueQueryOptions, saveCart } from '@portal/api';
import type { CartItem } from '@portal/domain';
import { Button, CatalogueCourseCard, EmptyState, InlineAlert, ListSkeleton, PageSection } from '@portal/ui';
import { errorMessage } from '../../../shared/forms/use-zod-form';
import { config } from '../../../shared/config';
import { apiClient } from '../../../shared/services';
import { encryptValue } from '../../../platform/crypto';
import { saveCartCookie } from '../invoice-state';

/** The demo institute of the catalogue (spec: a cart carries an instituteId). */
const INSTITUTE_ID = 1;

/**
 * Ours (issue 18): the portal's small course catalogue. The product's own catalogue is another
 * site; this one fills the same things (the server-side cart and the shared, encrypted cart cookie)
 * and goes to /invoice/checkOut/{cartId}/{referrer(enc)}.
 */
export default function CataloguePage() {
  const catalogue = useQuery(catalogueQueryOptions(apiClient));
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<Record<number, CartItem | undefined>>({});
  const items = Object.values(chosen).filter((item): item is CartItem => item !== undefined);
  const checkout = useMutation({
    mutationFn: () => saveCart(apiClient, { instituteId: INSTITUTE_ID, items }),
    onSuccess: (cart) => {
      saveCartCookie({ id: cart.id, instituteId: cart.instituteId });
      void navigate(`/invoice/checkOut/${cart.id}/${encryptValue('/catalogue', config.routeEncryptionKey)}`);
    },
  });

  return (
    <PageSection title="Course catalogue" description="Choose a course and a plan, then check out.">
      {catalogue.isPending ? <ListSkeleton kind="coursesList" /> : null}
      {catalogue.isError ? <InlineAlert variant="danger" title="The catalogue did not load." message={errorMessage(catalogue.error)} /> : null}
      {catalogue.data?.Courses.length === 0 ? <EmptyState avatar="norecord" message="No course is on sale right now." /> : null}
      <div className="grid gap-4">
        {catalogue.data?.Courses.map((course) => (
          <CatalogueCourseCard
            key={course.SOSId}
            course={course}
            selectedPlanId={course.Plans.find((plan) => plan.Item.pp === chosen[course.SOSId]?.pp)?.SOSPaymentPlanId ?? null}
            onSelectPlan={(plan) => setChosen((current) => ({ ...current, [course.SOSId]: plan?.Item }))}
          />
        ))}
      </div>
      {checkout.isError ? <InlineAlert variant="danger" title="The cart was not saved." message={errorMessage(checkout.error)} /> : null}
      <div className="mt-4">
        <Button type="button" disabled={items.length === 0 || checkout.isPending} onClick={() => checkout.mutate()}>
          Check out ({items.length})
        </Button>
      </div>
    </PageSection>
  );
}
