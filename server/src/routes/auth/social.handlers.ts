import { msg } from '@lingui/core/runtime-macro';
import type { Handler, Handlers } from '../../api/handler.ts';
import type { AppContext } from '../../app-context.ts';
import { ok } from '../../lib/envelope.ts';
import { forbidden, invalidField, notFound, unauthenticated } from '../../lib/http-error.ts';
import { RateLimiter } from '../../lib/rate-limiter.ts';
import { authorizationUrl, completeAuthorization, newFlowSecrets } from '../../services/oauth/social-flow.ts';
import {
  PROVIDER_NAMES,
  type SocialProfile,
  type SocialProviderName,
} from '../../services/oauth/social-provider.ts';
import { configuredProviders, socialCallbackUrl } from '../../services/oauth/social-providers.ts';
import { connectedAccountView, linkProfile, signInWithProfile } from './social-accounts.ts';
import { readSocialSettings, saveSocialState, takeSocialState } from './social.repo.ts';

/** Failed callbacks (unknown state, refused code) per IP address and minute, before 429. */
const failedCallbacks = new RateLimiter(20, 60_000);

/** The social sign-in operations: the redirect to the provider and the callback with its code. */
export function socialHandlers(context: AppContext): Handlers {
  const { db, config } = context;
  const providers = configuredProviders(config);

  /** The provider, when it is configured and not turned off in the auth settings; 404 otherwise. */
  async function enabledProvider(name: SocialProviderName) {
    const provider = providers.get(name);
    const settings = await readSocialSettings(db);
    const on = settings.socialLoginEnabled && (settings.enabledProviders?.includes(name) ?? true);
    if (!provider || !on) throw notFound();
    return provider;
  }

  const getSocialRedirect: Handler<'getSocialRedirect'> = async (request) => {
    const name = request.params.provider;
    const provider = await enabledProvider(name);
    const { link = false, return_url: returnUrl } = request.query;
    const linkUser = link ? request.caller?.user : null;
    if (linkUser === undefined) throw unauthenticated();

    const secrets = newFlowSecrets(provider);
    const redirectUrl = await authorizationUrl(
      provider,
      request.server,
      socialCallbackUrl(config.appUrl, name),
      secrets,
    );
    await saveSocialState(db, {
      provider: name,
      state: secrets.state,
      codeVerifier: secrets.codeVerifier,
      nonce: secrets.nonce,
      returnUrl: returnUrl ?? null,
      linkUserId: linkUser?.id ?? null,
    });
    return ok(
      { redirect_url: redirectUrl },
      request.t(msg`Continue with ${{ provider: PROVIDER_NAMES[name] }}`),
    );
  };

  const completeSocialLogin: Handler<'completeSocialLogin'> = async (request) => {
    failedCallbacks.check(request.ip);
    const name = request.params.provider;
    const provider = await enabledProvider(name);
    const { code, state } = request.query;
    const flow = await takeSocialState(db, name, state);
    if (!flow) {
      failedCallbacks.hit(request.ip);
      throw invalidField('state', msg`This sign-in has expired or was already used. Please start again`);
    }
    const linkUser = flow.linkUserId ? request.caller?.user : null;
    if (linkUser === undefined) throw unauthenticated();
    if (linkUser && linkUser.id !== flow.linkUserId)
      throw forbidden(msg`Sign in as the user who started connecting this account`);

    // The provider's own issuer check (RFC 9207) needs `iss`, which the SPA may pass on untyped.
    const { iss } = request.query as { iss?: unknown };
    let profile: SocialProfile;
    try {
      profile = await completeAuthorization(
        provider,
        request.server,
        socialCallbackUrl(config.appUrl, name),
        { code, state, ...(typeof iss === 'string' && { iss }) },
        { state, codeVerifier: flow.codeVerifier, nonce: flow.nonce },
      );
    } catch (error) {
      failedCallbacks.hit(request.ip);
      request.log.warn({ err: error, provider: name }, 'social sign-in: the provider refused the code');
      throw invalidField(
        'code',
        msg`${{ provider: PROVIDER_NAMES[name] }} did not confirm the sign-in. Please try again`,
      );
    }

    const meta = { return_url: flow.returnUrl };
    if (linkUser) {
      const account = await linkProfile(context, request, linkUser, name, profile);
      const message = request.t(msg`Your ${{ provider: PROVIDER_NAMES[name] }} account is connected`);
      return withMeta(ok(connectedAccountView(account), message), meta);
    }
    const outcome = await signInWithProfile(context, request, name, profile);
    return withMeta(
      ok(outcome.data, request.t(outcome.message), { requires_2fa: outcome.requires2fa }),
      meta,
    );
  };

  return { getSocialRedirect, completeSocialLogin };
}

/** Adds this operation's own `meta` fields to an envelope. */
function withMeta<E extends { meta: object }, M extends object>(envelope: E, extra: M) {
  return { ...envelope, meta: { ...envelope.meta, ...extra } };
}
