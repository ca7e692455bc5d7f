import type { FastifyInstance } from 'fastify';
import type { Log, ServiceContext } from '../../core/context';
import type { DashboardModule } from '../dashboard';
import type { OutgoingNotification } from '../notifications';
import { registerCommerceRoutes } from './commerce.routes';
import { createCommerceService } from './commerce.service';
import { configuredGateways } from './gateways';
import { registerOperatorReconcileRoute, registerOperatorRefundRoute } from './operator.routes';
import { createPaymentDueReminder } from './payment-due';
import { registerPaymentPages } from './payment-pages';

/**
 * Commerce (CommerceApiRoutes, issue 18): catalogue and cart, subscribing, invoices and coupons,
 * payment gateways (sandbox or Stripe for cards, UBL and JazzCash vouchers), renewals, unsubscribing.
 * A paid invoice grants its courses through the dashboard's enrolments.
 */
export function registerCommerce(
  app: FastifyInstance,
  context: ServiceContext & { dashboard: Pick<DashboardModule, 'enrolments'>; log: Log; notify: (userId: string, notification: OutgoingNotification) => Promise<unknown>; stripe: { readonly secretKey: string | undefined; readonly webhookSecret: string | undefined } | undefined; publicWebUrl: string; operatorSecret?: string },
) {
  const gateways = configuredGateways(context.stripe, context.publicWebUrl);
  const commerce = createCommerceService({ ...context, gateways });
  registerCommerceRoutes(app, commerce);
  if (context.operatorSecret) {
    registerOperatorReconcileRoute(app, commerce, context.operatorSecret);
    registerOperatorRefundRoute(app, commerce, context.operatorSecret);
  }
  const pages = registerPaymentPages(app, commerce, { sandbox: !context.stripe?.secretKey, publicWebUrl: context.publicWebUrl, stripeWebhookSecret: context.stripe?.webhookSecret });
  /** Housekeeping's sweep: the payment-due reminders (payment-due.ts). */
  const sweep = createPaymentDueReminder(context);
  return { commerce, pages, sweep };
}

export type CommerceModule = ReturnType<typeof registerCommerce>;

export { seedCommerceCatalogue, seedDemoSubscriptions } from './commerce.seed';
export { parseStatement, reconcileStatement } from './reconcile';
