/** Keys of commerce: the catalogue, carts, invoices (one and the pages), gateways, subscriptions. */
export const commerceKeys = {
  all: ['commerce'] as const,
  catalogue: () => [...commerceKeys.all, 'catalogue'] as const,
  cart: (cartId: string) => [...commerceKeys.all, 'cart', cartId] as const,
  invoices: () => [...commerceKeys.all, 'invoices'] as const,
  invoicePage: (pageNumber: number, pageSize: number) => [...commerceKeys.invoices(), 'page', pageNumber, pageSize] as const,
  invoice: (invoiceId: number) => [...commerceKeys.invoices(), 'one', invoiceId] as const,
  creditNotes: () => [...commerceKeys.all, 'creditNotes'] as const,
  gateways: () => [...commerceKeys.all, 'gateways'] as const,
  subscriptions: () => [...commerceKeys.all, 'subscriptions'] as const,
  renewals: (state: number, filter: number) => [...commerceKeys.subscriptions(), state, filter] as const,
};
