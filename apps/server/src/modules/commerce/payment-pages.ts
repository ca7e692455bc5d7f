import { formatMoney } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import type { CommerceService } from './commerce.service';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
const attemptIdPattern = /^TXN-[0-9a-f]{24}$/;

/** The sandbox page's four choices. */
export const sandboxOutcomes = ['succeed', 'fail', 'cancel', 'later'] as const;
export type SandboxOutcome = (typeof sandboxOutcomes)[number];

function sandboxPage(attempt: { id: string; amountMinor: number; currency: string; invoiceId: number }): string {
  const amount = formatMoney(attempt.amountMinor, attempt.currency);
  const button = (outcome: SandboxOutcome, label: string) =>
    `<form method="post" action="/payments/sandbox/${attempt.id}/${outcome}"><button type="submit" class="${outcome}">${label}</button></form>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox payment</title>
<style>
body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#0f172a}
h1{font-size:1.4rem}.amount{font-size:1.8rem;font-weight:700;margin:.5rem 0 1.5rem}
form{margin:.5rem 0}button{width:100%;padding:.8rem;font-size:1rem;border-radius:.5rem;border:1px solid #475569;background:#fff;cursor:pointer}
button.succeed{background:#166534;color:#fff;border-color:#166534}button:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
.note{color:#475569;font-size:.9rem}
</style></head>
<body><main>
<h1>Sandbox payment gateway</h1>
<p class="note">A stand-in for a card provider's hosted payment page: no card is charged. Choose what the provider answers.</p>
<p>Invoice ${attempt.invoiceId}, transaction <code>${escapeHtml(attempt.id)}</code></p>
<p class="amount">${escapeHtml(amount)}</p>
${button('succeed', 'Pay now (succeeds)')}
${button('fail', 'Card declined (fails)')}
${button('cancel', 'Cancel payment')}
${button('later', 'Pay later')}
</main></body></html>`;
}

/**
 * Pages and hooks of the payment providers, outside the API prefix (no application security header:
 * a browser on a provider's page, or the provider's own servers, call them):
 * - the sandbox gateway's hosted page (only while cards go to the sandbox): succeed confirms the
 *   attempt like a provider notification would; fail, cancel and pay later put the invoice back to
 *   due; every choice returns to the portal's /invoice/paymentReturn/{transactionId}, which asks
 *   VerifyPayment;
 * - the Stripe webhook (when STRIPE_WEBHOOK_SECRET is set): the signature over the raw body is
 *   checked with the `stripe` package; checkout.session.completed (paid) and
 *   async_payment_succeeded confirm the attempt named by metadata.attemptId; the event id makes a
 *   replay a no-op.
 */
export async function registerPaymentPages(
  app: FastifyInstance,
  commerce: CommerceService,
  settings: { sandbox: boolean; publicWebUrl: string; stripeWebhookSecret: string | undefined },
): Promise<void> {
  if (settings.sandbox) {
    app.get<{ Params: { attemptId: string } }>('/payments/sandbox/:attemptId', async (request, reply) => {
      const attempt = attemptIdPattern.test(request.params.attemptId) ? await commerce.attempt(request.params.attemptId) : null;
      if (!attempt || attempt.outcome !== 'pending') return reply.code(404).type('text/html').send('<!doctype html><title>Not found</title><p>This payment is not open.</p>');
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(sandboxPage(attempt));
    });
    app.post<{ Params: { attemptId: string; outcome: string } }>('/payments/sandbox/:attemptId/:outcome', async (request, reply) => {
      const { attemptId, outcome } = request.params;
      const attempt = attemptIdPattern.test(attemptId) ? await commerce.attempt(attemptId) : null;
      if (!attempt || !sandboxOutcomes.includes(outcome as SandboxOutcome)) return reply.code(404).send({ message: 'Not found' });
      if (outcome === 'succeed') await commerce.confirmAttempt(attemptId, { provider: 'sandbox', eventId: `sandbox:${attemptId}` });
      else await commerce.settleUnpaid(attemptId, outcome === 'fail' ? 'failed' : 'cancelled');
      return reply.redirect(`${settings.publicWebUrl}/invoice/paymentReturn/${attemptId}`, 303);
    });
  }

  const secret = settings.stripeWebhookSecret;
  if (secret) {
    const stripe = new Stripe('sk_webhook_only');
    await app.register(async (scope) => {
      // The signature is over the exact bytes: this route reads the body as text.
      scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
      scope.post('/payments/stripe/webhook', async (request, reply) => {
        const signature = request.headers['stripe-signature'];
        let event: Stripe.Event;
        try {
          event = stripe.webhooks.constructEvent(String(request.body ?? ''), typeof signature === 'string' ? signature : '', secret);
        } catch {
          return reply.code(400).send({ received: false, error: 'bad signature' });
        }
        if (event.type === 'checkout.session.completed' || event.type === 'checkout.session.async_payment_succeeded') {
          const session = event.data.object;
          const attemptId = session.metadata?.attemptId ?? session.client_reference_id;
          if (attemptId && (session.payment_status === 'paid' || event.type === 'checkout.session.async_payment_succeeded')) {
            const outcome = await commerce.confirmAttempt(attemptId, { provider: 'stripe', eventId: event.id });
            return reply.send({ received: true, outcome });
          }
        }
        if (event.type === 'checkout.session.expired' || event.type === 'checkout.session.async_payment_failed') {
          const session = event.data.object;
          const attemptId = session.metadata?.attemptId ?? session.client_reference_id;
          if (attemptId) await commerce.settleUnpaid(attemptId, event.type === 'checkout.session.expired' ? 'cancelled' : 'failed');
        }
        return reply.send({ received: true, outcome: 'ignored' });
      });
    });
  }
}
