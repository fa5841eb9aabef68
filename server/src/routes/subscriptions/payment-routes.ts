import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { PAYMENT_WEBHOOK_PATH, WebhookSignatureError } from '../../services/payments/payment-provider.ts';
import { sandboxKey } from '../../services/payments/payment-providers.ts';
import { currentPaymentProvider } from '../../services/payments/settings-payment-provider.ts';
import { sandboxPages } from '../../services/payments/sandbox/sandbox-pages.ts';
import { applyPaymentEvent } from './payment-events.repo.ts';

/** Providers' events are small; Stripe's largest stay well under this. */
const WEBHOOK_BODY_LIMIT = 512 * 1024;

/**
 * What payments need beside the API: the providers' webhook, `POST /webhooks/payments`, which reads
 * the body as raw bytes (the signature covers them exactly) and answers 400 to a bad signature, 200 once
 * the event is recorded (also for a replay, so the provider stops sending it); and, without Stripe, the
 * sandbox's hosted pages.
 */
export function paymentRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    await app.register(async (webhook) => {
      webhook.addContentTypeParser(
        'application/json',
        { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
        (_request, body, done) => done(null, body),
      );
      webhook.post(PAYMENT_WEBHOOK_PATH, async (request, reply) => {
        const provider = await currentPaymentProvider(context);
        const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        let event;
        try {
          event = await provider.parseWebhook(rawBody, request.headers);
        } catch (error) {
          if (!(error instanceof WebhookSignatureError)) throw error;
          request.log.warn({ reason: error.message }, 'payment webhook refused');
          return reply.code(400).send({ received: false, error: error.message });
        }
        const outcome = await applyPaymentEvent(context.db, provider.name, event);
        request.log.info({ event: event.id, type: event.type, outcome }, 'payment webhook');
        return reply.send({ received: true, outcome });
      });
    });
    if (context.config.payments.provider === 'sandbox') {
      await app.register(sandboxPages({ db: context.db, secret: sandboxKey(context.config) }));
    }
  };
}
