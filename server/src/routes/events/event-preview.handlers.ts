import { msg } from '@lingui/core/runtime-macro';
import { and, eq } from 'drizzle-orm';
import type { Handler, Handlers } from '../../api/handler.ts';
import type { AppContext } from '../../app-context.ts';
import { domains, domainServices } from '../../db/schema/business.ts';
import { invalidField, invalidFields, type FieldError } from '../../lib/http-error.ts';
import { ok } from '../../lib/envelope.ts';
import { serviceDefinition } from '../../lib/service-catalog.ts';
import { destinationAdapter } from '../../services/destinations/destination-adapters.ts';
import {
  DestinationSettingError,
  scrubSecrets,
  type DeliveryEvent,
} from '../../services/destinations/destination.ts';
import { appSecret } from '../../services/secrets/app-secret.ts';
import { signedIn } from '../auth/signed-in.ts';
import { openedSettings } from '../domains/domain-services.ts';
import { serviceSecretKey } from '../domains/service-secrets.ts';
import type { ItemJudge } from './event-items.ts';
import { eventRow } from './event-row.ts';

const previewMessages = {
  preview: msg`What each destination would receive`,
  notOwnDomain: msg`This is not one of your domains`,
};

/** `errors` of an item judged as the batch's first, named by the item's own fields. */
function itemErrors(errors: Record<string, FieldError[]>) {
  return Object.fromEntries(
    Object.entries(errors).map(([field, list]) => [field.replace(/^events\.0\.?/, '') || 'event', list]),
  );
}

/** Stands in for a required setting that was never saved, so the preview shows where it would go. */
const NOT_SET = '(not set)';

/** `settings` with every required field the owner has not filled marked as such. */
function withPlaceholders(key: string, settings: Record<string, string | boolean | null>) {
  const missing = (serviceDefinition(key)?.fields ?? []).filter(
    (field) =>
      field.required &&
      (settings[field.key] === undefined || settings[field.key] === null || settings[field.key] === ''),
  );
  return { ...settings, ...Object.fromEntries(missing.map((field) => [field.key, NOT_SET])) };
}

/** `POST /events/preview`: the request each service of the domain would get for one event. */
export function eventPreviewHandlers(context: AppContext, judge: ItemJudge): Handlers {
  const previewEvent: Handler<'previewEvent'> = async (request) => {
    const { user } = signedIn(request);
    const now = new Date();
    const verdict = judge(request.body, 0, { withApiKey: false, now });
    if ('errors' in verdict) throw invalidFields(itemErrors(verdict.errors));
    const { item } = verdict;
    const domainId = item.domain_id ?? '';
    const [domain] = await context.db
      .select({ id: domains.id })
      .from(domains)
      .where(and(eq(domains.id, domainId), eq(domains.userId, user.id)));
    if (!domain) throw invalidField('domain_id', previewMessages.notOwnDomain);

    const services = await context.db
      .select()
      .from(domainServices)
      .where(eq(domainServices.domainId, domain.id))
      .orderBy(domainServices.createdAt, domainServices.key);
    // Shaped as a real event would be (a test event is never sent: this shows what one like it would send).
    const row = eventRow({ ...item, source: 'server' }, domain.id, [], now);
    const event: DeliveryEvent = {
      id: row.id,
      eventName: row.eventName,
      eventId: row.eventId,
      eventTime: row.eventTime,
      value: row.value ?? null,
      currency: row.currency ?? null,
      pageUrl: row.pageUrl ?? null,
      visitorId: row.visitorId ?? null,
      userData: row.userData ?? {},
      customData: row.customData ?? {},
      source: 'server',
    };
    const sealKey = serviceSecretKey(appSecret(context.config));
    const previews = services.flatMap((service) => {
      const adapter = destinationAdapter(service.key);
      if (!adapter) return [];
      const settings = withPlaceholders(service.key, openedSettings(service.key, service.settings, sealKey));
      const secrets = adapter.secrets(settings).filter((secret) => secret !== NOT_SET);
      const hide = (text: string) => scrubSecrets(text, secrets);
      try {
        const [first] = adapter.requests([event], settings, { urls: context.config.delivery.urls, now });
        if (!first) return [];
        return [
          {
            service: service.key,
            name: serviceDefinition(service.key)?.name ?? service.key,
            enabled: service.enabled,
            method: first.method,
            url: hide(first.url),
            headers: Object.fromEntries(
              Object.entries(first.headers).map(([name, value]) => [name, hide(value)]),
            ),
            body: JSON.parse(hide(first.body)) as unknown,
          },
        ];
      } catch (error) {
        // A setting the placeholder does not fit (none today): the service is left out of the preview.
        if (error instanceof DestinationSettingError) return [];
        throw error;
      }
    });
    return ok(previews, request.t(previewMessages.preview));
  };

  return { previewEvent };
}
