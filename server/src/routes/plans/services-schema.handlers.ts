import { msg } from '@lingui/core/runtime-macro';
import type { components } from '#contract';
import type { Handler, Handlers } from '../../api/handler.ts';
import { ok } from '../../lib/envelope.ts';
import { RateLimiter } from '../../lib/rate-limiter.ts';
import { SERVICE_CATALOG } from '../../lib/service-catalog.ts';

type ServiceDefinition = components['schemas']['ServiceDefinition'];

/** The contract: 60 calls per minute per IP address, as the call needs no token. */
const callsByAddress = new RateLimiter(60, 60_000);

/** The services a domain can forward its events to, with their settings fields. */
export function servicesSchemaHandlers(): Handlers {
  const getServicesSchema: Handler<'getServicesSchema'> = async (request) => {
    callsByAddress.consume(request.ip);
    const t = request.t.bind(request);
    const services = SERVICE_CATALOG.map((service): ServiceDefinition => ({
      key: service.key,
      name: service.name,
      description: t(service.description),
      docs_url: service.docsUrl,
      fields: service.fields.map((field) => ({
        key: field.key,
        label: t(field.label),
        type: field.type,
        required: field.required,
        help: field.help ? t(field.help) : null,
        placeholder: field.placeholder ?? null,
        default: field.default ?? null,
        ...(field.options && {
          options: field.options.map((option) => ({ value: option.value, label: t(option.label) })),
        }),
      })),
    }));
    return ok(services, request.t(msg`The services events can be forwarded to`));
  };

  return { getServicesSchema };
}
