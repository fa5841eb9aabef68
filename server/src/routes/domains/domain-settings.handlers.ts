import { msg } from '@lingui/core/runtime-macro';
import type { Handler, Handlers } from '../../api/handler.ts';
import type { AppContext } from '../../app-context.ts';
import { recordDomainActivity } from '../../lib/activity.repo.ts';
import { ok } from '../../lib/envelope.ts';
import { notFound } from '../../lib/http-error.ts';
import { appSecret } from '../../services/secrets/app-secret.ts';
import { signedIn } from '../auth/signed-in.ts';
import { newApiKey } from './api-key.ts';
import { checkedServices } from './domain-services.ts';
import { withKeySecret } from './domain-view.ts';
import { replaceServices, rotateApiKey, setServiceEnabled } from './domain-settings.repo.ts';
import { domainDetails } from './domains.repo.ts';
import { ownDomain, ownDomainView } from './own-domain.ts';
import { serviceSecretKey } from './service-secrets.ts';

/** How long the keys in use keep working after a rotation: a day to deploy the new key everywhere. */
export const KEY_GRACE_MS = 24 * 60 * 60 * 1000;

/** The extensions of the spec that change a domain after creation: its services and its API key. */
export function domainSettingsHandlers(context: AppContext): Handlers {
  const { db } = context;

  const updateDomainServices: Handler<'updateDomainServices'> = async (request) => {
    const { user } = signedIn(request);
    const row = await ownDomain(db, user, request.params.domainId);
    const { services: saved } = await domainDetails(db, [row.domain.id]);
    const services = checkedServices(request.body.services, {
      limit: row.plan?.services ?? null,
      sealKey: serviceSecretKey(appSecret(context.config)),
      saved,
    });
    await replaceServices(db, row.domain.id, services);
    await recordDomainActivity(db, request, 'domain.destinations_updated', row.domain.id, {
      domain: row.domain.name,
    });
    return ok(
      await ownDomainView(db, user, row.domain.id, request),
      request.t(msg`The services have been saved`),
    );
  };

  const setDomainServiceEnabled: Handler<'setDomainServiceEnabled'> = async (request) => {
    const { user } = signedIn(request);
    const { domainId, key } = request.params;
    const row = await ownDomain(db, user, domainId);
    if (!(await setServiceEnabled(db, row.domain.id, key, request.body.enabled))) {
      throw notFound(msg`This domain does not forward to this service`);
    }
    const toggled = request.body.enabled ? 'domain.destination_enabled' : 'domain.destination_paused';
    await recordDomainActivity(db, request, toggled, row.domain.id, {
      domain: row.domain.name,
      service: key,
    });
    const message = request.body.enabled
      ? msg`The service has been turned on`
      : msg`The service has been paused`;
    return ok(await ownDomainView(db, user, row.domain.id, request), request.t(message));
  };

  const rotateDomainApiKey: Handler<'rotateDomainApiKey'> = async (request) => {
    const { user } = signedIn(request);
    const row = await ownDomain(db, user, request.params.domainId);
    const now = new Date();
    const key = newApiKey();
    await rotateApiKey(
      db,
      row.domain.id,
      { prefix: key.prefix, keyHash: key.keyHash },
      { now, graceEnds: new Date(now.getTime() + KEY_GRACE_MS) },
    );
    await recordDomainActivity(db, request, 'domain.api_key_rotated', row.domain.id, {
      domain: row.domain.name,
    });
    const view = await ownDomainView(db, user, row.domain.id, request);
    return ok(
      withKeySecret(view, key.secret),
      request.t(
        msg`Copy the new API key now: it will not be shown again. The old key works for 24 more hours`,
      ),
    );
  };

  return { updateDomainServices, setDomainServiceEnabled, rotateDomainApiKey };
}
