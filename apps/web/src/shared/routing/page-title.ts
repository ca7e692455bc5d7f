const PRODUCT_NAME = 'Candidate Portal';

/** spec 2: the page title is the route title, a separator, then the product name. */
export function pageTitle(routeTitle: string | undefined): string {
  return routeTitle ? `${routeTitle} | ${PRODUCT_NAME}` : PRODUCT_NAME;
}
