import { msg } from '@lingui/core/runtime-macro';
import type { Handler, Handlers, RequestBody } from '../../api/handler.ts';
import type { AppContext } from '../../app-context.ts';
import { ok } from '../../lib/envelope.ts';
import { HttpError, invalidField } from '../../lib/http-error.ts';
import { currentPaymentProvider } from '../../services/payments/settings-payment-provider.ts';
import { signedIn } from '../auth/signed-in.ts';
import { foreignUrlMessage, onDashboardOrigin, servedAt } from './checkout-urls.ts';
import { findBillingCustomer } from './subscriptions.repo.ts';

const portalMessages = {
  opened: msg`Billing portal opened`,
  noCustomer: msg`You have not paid for anything yet, so there is no billing account to manage`,
};

/** `POST /subscriptions/portal`: the provider's billing portal for the caller, linking back to the dashboard. */
export function portalHandlers({ db, config }: AppContext): Handlers {
  const createBillingPortalSession: Handler<'createBillingPortalSession'> = async (request) => {
    const { user } = signedIn(request);
    // An optional body: absent at run time, whatever the generated type says.
    const body = request.body as RequestBody<'createBillingPortalSession'> | undefined;
    const returnUrl = body?.return_url ?? new URL('/billing', config.appUrl).toString();
    if (!onDashboardOrigin(returnUrl, config.appUrl, servedAt(request))) {
      throw invalidField('return_url', foreignUrlMessage, { address: config.appUrl });
    }
    const provider = await currentPaymentProvider({ db, config });
    const providerCustomerId = await findBillingCustomer(db, user.id, provider.name);
    if (!providerCustomerId) throw new HttpError(422, portalMessages.noCustomer);
    const { url } = await provider.createPortalSession({
      providerCustomerId,
      returnUrl,
      locale: request.locale,
    });
    return ok({ url }, request.t(portalMessages.opened));
  };

  return { createBillingPortalSession };
}
