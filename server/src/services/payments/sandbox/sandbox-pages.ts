import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isLocale } from '#locales';
import type { Database } from '../../../db/database.ts';
import { checkCard, type CardForm } from './sandbox-cards.ts';
import { findSandboxCheckout, findSandboxCustomer, type SandboxCheckout } from './sandbox-checkout.repo.ts';
import {
  authenticationPage,
  checkoutPage,
  closedPage,
  translator,
  unknownCheckoutPage,
} from './sandbox-checkout-page.ts';
import { sandboxMessages } from './sandbox-messages.ts';
import { reportFailed, reportPaid } from './sandbox-payment.ts';
import { openSandboxPortalLink } from './sandbox-portal-link.ts';
import { invalidPortalPage, portalPage } from './sandbox-portal-page.ts';
import { sandboxCheckoutPath } from './sandbox-provider.ts';
import { authenticationStep, isAuthenticationStep } from './sandbox-step.ts';
import { selfWebhookSender } from './webhook-sender.ts';

/** The card that the authentication step pays with: only the 3-D Secure test card leads there. */
const AUTHENTICATED_CARD = { brand: 'visa', last4: '3184' };
/** A form of three short fields needs no more. */
const FORM_BODY_LIMIT = 4096;

type SessionRequest = { Params: { session: string } };
/** The second step's pages, whose address carries the proof that the card form led there. */
type StepRequest = SessionRequest & { Querystring: { step?: string } };
/** A posted form; absent when the browser sent no body. */
type FormBody = Partial<Record<string, string>> | undefined;

function sendPage(reply: FastifyReply, status: number, markup: string) {
  return reply.code(status).type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(markup);
}

/** Whether the session can still be paid: open and not past its expiry. */
const payable = (checkout: SandboxCheckout, now = new Date()) =>
  checkout.status === 'open' && checkout.expiresAt > now;

/**
 * The sandbox provider's hosted pages, served by this server outside `/api/v1`: the checkout with its
 * card form, the second step of the 3-D Secure test card and the billing portal. They change nothing
 * themselves: a payment's outcome is sent as a signed webhook to `POST /webhooks/payments`, the path
 * Stripe's webhooks take, and only once the server has taken it is the browser sent on.
 */
export function sandboxPages({ db, secret }: { db: Database; secret: Buffer }) {
  return async (app: FastifyInstance) => {
    const send = selfWebhookSender(app);
    const outcome = { secret, send };
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    /** The session of the path, or the page that says why it cannot be paid (sent, answering undefined). */
    async function openSession(session: string, reply: FastifyReply, locale: SandboxCheckout['locale']) {
      const checkout = await findSandboxCheckout(db, session);
      if (!checkout) {
        await sendPage(reply, 404, unknownCheckoutPage(locale));
        return undefined;
      }
      if (!payable(checkout)) {
        await sendPage(
          reply,
          409,
          closedPage({ ...checkout, status: checkout.status === 'open' ? 'expired' : checkout.status }),
        );
        return undefined;
      }
      return checkout;
    }

    const notConfirmed = (checkout: SandboxCheckout) =>
      translator(checkout.locale)(sandboxMessages.notConfirmed);

    app.get<SessionRequest>('/sandbox/checkout/:session', async (request, reply) => {
      const checkout = await openSession(request.params.session, reply, request.locale);
      if (checkout) return sendPage(reply, 200, checkoutPage(checkout));
    });

    app.post<SessionRequest & { Body: FormBody }>('/sandbox/checkout/:session', async (request, reply) => {
      const checkout = await openSession(request.params.session, reply, request.locale);
      if (!checkout) return;
      const body = request.body ?? {};
      const form: CardForm = { number: body.number ?? '', expiry: body.expiry ?? '', cvc: body.cvc ?? '' };
      const card = checkCard(form);
      if (!card.ok) return sendPage(reply, 422, checkoutPage(checkout, { form, problems: card.problems }));
      if (card.outcome === 'authenticate') {
        const step = authenticationStep(secret, checkout.id);
        return reply.redirect(`${sandboxCheckoutPath(checkout.id)}/authenticate?step=${step}`, 303);
      }
      const delivered =
        card.outcome === 'pays'
          ? await reportPaid(checkout, { brand: card.brand, last4: card.last4 }, outcome)
          : await reportFailed(checkout, 'card_declined', outcome);
      if (!delivered)
        return sendPage(reply, 502, checkoutPage(checkout, { form, alert: notConfirmed(checkout) }));
      return reply.redirect(card.outcome === 'pays' ? checkout.successUrl : checkout.cancelUrl, 303);
    });

    /** The open session of a second step reached from the card form; otherwise sent back to that form. */
    async function steppedSession(request: FastifyRequest<StepRequest>, reply: FastifyReply) {
      const checkout = await openSession(request.params.session, reply, request.locale);
      if (checkout && !isAuthenticationStep(secret, checkout.id, request.query.step)) {
        await reply.redirect(sandboxCheckoutPath(checkout.id), 303);
        return undefined;
      }
      return checkout;
    }

    app.get<StepRequest>('/sandbox/checkout/:session/authenticate', async (request, reply) => {
      const checkout = await steppedSession(request, reply);
      if (checkout) return sendPage(reply, 200, authenticationPage(checkout));
    });

    app.post<StepRequest & { Body: FormBody }>(
      '/sandbox/checkout/:session/authenticate',
      async (request, reply) => {
        const checkout = await steppedSession(request, reply);
        if (!checkout) return;
        const completed = request.body?.decision === 'complete';
        const delivered = completed
          ? await reportPaid(checkout, AUTHENTICATED_CARD, outcome)
          : await reportFailed(checkout, 'authentication_failed', outcome);
        if (!delivered) return sendPage(reply, 502, authenticationPage(checkout, notConfirmed(checkout)));
        return reply.redirect(completed ? checkout.successUrl : checkout.cancelUrl, 303);
      },
    );

    app.get<{ Querystring: Record<string, string | undefined> }>(
      '/sandbox/portal',
      async (request, reply) => {
        const link = openSandboxPortalLink(request.query, secret);
        const customer = link && (await findSandboxCustomer(db, link.providerCustomerId));
        if (!link || !customer) return sendPage(reply, 403, invalidPortalPage(request.locale));
        const card =
          customer.cardBrand && customer.cardLast4
            ? { brand: customer.cardBrand, last4: customer.cardLast4 }
            : null;
        const locale = isLocale(customer.language) ? customer.language : request.locale;
        return sendPage(reply, 200, portalPage({ locale, card, returnUrl: link.returnUrl }));
      },
    );
  };
}
