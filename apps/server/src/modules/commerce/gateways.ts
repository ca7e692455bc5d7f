import { PaymentGateway } from '@portal/domain';
import Stripe from 'stripe';

/** What a gateway gets to start a payment attempt. */
export interface AttemptToStart {
  readonly attemptId: string;
  readonly invoiceId: number;
  readonly amountMinor: number;
  readonly currency: string;
  readonly description: string;
}

/** Where the candidate goes next: a hosted payment page, or a voucher to pay at a bank counter. */
export interface StartedAttempt {
  readonly redirectUrl: string | null;
  readonly voucherNumber: string | null;
  /** The provider's own reference (Stripe's Checkout Session id), when it has one. */
  readonly providerRef: string | null;
}

export type AttemptOutcome = 'pending' | 'succeeded' | 'failed' | 'cancelled';

/**
 * One payment gateway. `start` begins an attempt; `status` asks the provider how it stands (what
 * VerifyPayment uses). Confirming is the module's (payments are granted in one place).
 */
export interface PaymentGatewayAdapter {
  readonly gateway: PaymentGateway;
  readonly name: string;
  /** The provider name of its events (provider_events.provider). */
  readonly provider: string;
  start(attempt: AttemptToStart): Promise<StartedAttempt>;
  /** The provider's view of the attempt; `stored` is what our database holds (the sandbox's own truth). */
  status(attempt: { readonly id: string; readonly providerRef: string | null; readonly stored: AttemptOutcome }): Promise<AttemptOutcome>;
}

/**
 * The sandbox gateway (the local default for card payments): a hosted-payment-page stand-in served
 * by this server (`/payments/sandbox/:attemptId`, sandbox.routes.ts) where the tester chooses
 * succeed, fail, cancel or pay later. Its outcome is written to the attempt by that page.
 */
export function sandboxGateway(): PaymentGatewayAdapter {
  return {
    gateway: PaymentGateway.stripe,
    name: 'Credit / debit card (sandbox)',
    provider: 'sandbox',
    async start(attempt) {
      return { redirectUrl: `/payments/sandbox/${attempt.attemptId}`, voucherNumber: null, providerRef: null };
    },
    async status(attempt) {
      return attempt.stored;
    },
  };
}

/**
 * Stripe, the production card gateway: a Checkout Session per attempt (client_reference_id and
 * metadata.attemptId name the attempt), confirmed by the signed webhook or by VerifyPayment reading
 * the session. Network calls; not exercised by the tests (no network here): the webhook's signature
 * check and event handling are (stripe-webhook in commerce.routes.ts).
 */
export function stripeGateway(secretKey: string, publicWebUrl: string): PaymentGatewayAdapter {
  const stripe = new Stripe(secretKey);
  return {
    gateway: PaymentGateway.stripe,
    name: 'Credit / debit card',
    provider: 'stripe',
    async start(attempt) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: attempt.attemptId,
          metadata: { attemptId: attempt.attemptId, invoiceId: String(attempt.invoiceId) },
          line_items: [
            {
              quantity: 1,
              price_data: { currency: attempt.currency.toLowerCase(), unit_amount: attempt.amountMinor, product_data: { name: attempt.description } },
            },
          ],
          success_url: `${publicWebUrl}/invoice/paymentReturn/${attempt.attemptId}`,
          cancel_url: `${publicWebUrl}/invoice/paymentReturn/${attempt.attemptId}`,
        },
        { idempotencyKey: attempt.attemptId },
      );
      return { redirectUrl: session.url, voucherNumber: null, providerRef: session.id };
    },
    async status(attempt) {
      if (!attempt.providerRef) return attempt.stored;
      const session = await stripe.checkout.sessions.retrieve(attempt.providerRef);
      if (session.payment_status === 'paid' || session.payment_status === 'no_payment_required') return 'succeeded';
      if (session.status === 'expired') return 'cancelled';
      return 'pending';
    },
  };
}

/**
 * Bank and over-the-counter vouchers (UBL OTC, JazzCash OTC): the attempt is a voucher number the
 * candidate pays at a counter; the invoice stays due until a reconciliation (`npm run
 * reconcile-payments -w @portal/server`, reconcile.ts) marks it paid.
 */
export function voucherGateway(gateway: PaymentGateway, name: string, prefix: string): PaymentGatewayAdapter {
  return {
    gateway,
    name,
    provider: `voucher-${prefix.toLowerCase()}`,
    async start(attempt) {
      const voucherNumber = `${prefix}-${String(attempt.invoiceId).padStart(7, '0')}-${attempt.attemptId.slice(-6).toUpperCase()}`;
      return { redirectUrl: null, voucherNumber, providerRef: null };
    },
    async status(attempt) {
      return attempt.stored;
    },
  };
}

/** The names of every gateway of the enum (the ones without an adapter are shown configured off). */
export const gatewayNames: Record<PaymentGateway, string> = {
  [PaymentGateway.ubl]: 'UBL online banking',
  [PaymentGateway.payPro]: 'PayPro',
  [PaymentGateway.onCampus]: 'Pay on campus',
  [PaymentGateway.jazzCash]: 'JazzCash mobile wallet',
  [PaymentGateway.stripe]: 'Credit / debit card',
  [PaymentGateway.paypal]: 'PayPal',
  [PaymentGateway.JazzCashCard]: 'JazzCash card',
  [PaymentGateway.ublOtc]: 'UBL bank voucher (over the counter)',
  [PaymentGateway.JazzCashOtc]: 'JazzCash voucher (over the counter)',
  [PaymentGateway.otc]: 'Over the counter',
  [PaymentGateway.meezanBank]: 'Meezan Bank',
};

/** The enabled gateways: cards (Stripe when configured, else the sandbox) and the two vouchers. */
export function configuredGateways(stripe: { secretKey: string | undefined } | undefined, publicWebUrl: string): Map<PaymentGateway, PaymentGatewayAdapter> {
  const card = stripe?.secretKey ? stripeGateway(stripe.secretKey, publicWebUrl) : sandboxGateway();
  return new Map<PaymentGateway, PaymentGatewayAdapter>([
    [PaymentGateway.stripe, card],
    [PaymentGateway.ublOtc, voucherGateway(PaymentGateway.ublOtc, gatewayNames[PaymentGateway.ublOtc], 'UBL')],
    [PaymentGateway.JazzCashOtc, voucherGateway(PaymentGateway.JazzCashOtc, gatewayNames[PaymentGateway.JazzCashOtc], 'JC')],
  ]);
}
