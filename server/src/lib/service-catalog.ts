import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/runtime-macro';
import { destinationUrlProblem, parsedUrl } from '../services/destinations/destination-url.ts';

/** One settings field of a service, as `GET /services/schema` describes it (labels untranslated). */
export interface ServiceFieldDefinition {
  key: string;
  label: MessageDescriptor;
  /** `secret` values are stored encrypted and answered masked. */
  type: 'string' | 'secret' | 'boolean' | 'select';
  required: boolean;
  help?: MessageDescriptor;
  placeholder?: string;
  default?: string | boolean;
  options?: readonly { value: string; label: MessageDescriptor }[];
  /** What a `string` value must look like, and what to tell the owner when it does not. */
  format?: { pattern: RegExp; message: MessageDescriptor };
  /** What else is wrong with a well-formed `string` value, in words for the owner; undefined when nothing. */
  check?: (value: string) => MessageDescriptor | undefined;
}

/** A destination a domain's events can be forwarded to. */
export interface ServiceDefinition {
  key: string;
  /** Product names, the same in every language. */
  name: string;
  description: MessageDescriptor;
  docsUrl: string;
  fields: readonly ServiceFieldDefinition[];
}

const testEventCode: ServiceFieldDefinition = {
  key: 'test_event_code',
  label: msg`Test event code`,
  type: 'string',
  required: false,
  help: msg`Set it only while checking the set-up: events then show in the platform's test view`,
  placeholder: 'TEST12345',
};

const webhookUrlMessages = {
  private: msg`This address leads to a private or local network, where events are never sent. Enter the public address of your endpoint`,
  credentials: msg`Leave the user name and password out of the address: the signature of each request proves it comes from us`,
};

/**
 * What makes a well-formed webhook address one events must not be posted to: any spelling of a
 * loopback, private, link-local, unique-local or metadata address, a name that is one, or credentials.
 * A name that only resolves to such an address is refused when a delivery connects.
 */
function webhookUrlCheck(value: string): MessageDescriptor | undefined {
  const url = parsedUrl(value);
  const problem = url && destinationUrlProblem(url);
  return problem ? webhookUrlMessages[problem] : undefined;
}

/** Every service the platform forwards to; the server checks a domain's `services` against it. */
export const SERVICE_CATALOG: readonly ServiceDefinition[] = [
  {
    key: 'meta_capi',
    name: 'Meta Conversions API',
    description: msg`Sends conversions to Meta (Facebook and Instagram ads) from the server`,
    docsUrl: 'https://developers.facebook.com/docs/marketing-api/conversions-api',
    fields: [
      {
        key: 'pixel_id',
        label: msg`Pixel ID`,
        type: 'string',
        required: true,
        help: msg`In Meta Events Manager, under Data sources`,
        placeholder: '104857600012345',
        format: { pattern: /^\d{10,20}$/, message: msg`A pixel ID is a number of 10 to 20 digits` },
      },
      {
        key: 'access_token',
        label: msg`Access token`,
        type: 'secret',
        required: true,
        help: msg`Generated in Events Manager under Settings, Conversions API`,
      },
      testEventCode,
    ],
  },
  {
    key: 'google_ga4',
    name: 'Google Analytics 4 Measurement Protocol',
    description: msg`Sends events to a Google Analytics 4 property from the server`,
    docsUrl: 'https://developers.google.com/analytics/devguides/collection/protocol/ga4',
    fields: [
      {
        key: 'measurement_id',
        label: msg`Measurement ID`,
        type: 'string',
        required: true,
        help: msg`In Google Analytics under Admin, Data streams`,
        placeholder: 'G-XXXXXXXXXX',
        format: { pattern: /^G-[A-Z0-9]{4,20}$/, message: msg`A measurement ID looks like G-XXXXXXXXXX` },
      },
      {
        key: 'api_secret',
        label: msg`Measurement Protocol API secret`,
        type: 'secret',
        required: true,
        help: msg`Created in the data stream under Measurement Protocol API secrets`,
      },
      {
        key: 'region',
        label: msg`Data collection region`,
        type: 'select',
        required: false,
        default: 'global',
        options: [
          { value: 'global', label: msg`Global` },
          { value: 'eu', label: msg`European Union only` },
        ],
      },
    ],
  },
  {
    key: 'tiktok_events',
    name: 'TikTok Events API',
    description: msg`Sends conversions to TikTok Ads from the server`,
    docsUrl: 'https://business-api.tiktok.com/portal/docs?id=1771101027431425',
    fields: [
      {
        key: 'pixel_code',
        label: msg`Pixel code`,
        type: 'string',
        required: true,
        help: msg`In TikTok Events Manager, under the pixel's settings`,
        placeholder: 'C4A1B2C3D4E5F6G7H8I9',
        format: {
          pattern: /^[A-Z0-9]{10,40}$/,
          message: msg`A pixel code has 10 to 40 capital letters and digits`,
        },
      },
      {
        key: 'access_token',
        label: msg`Access token`,
        type: 'secret',
        required: true,
        help: msg`Generated in the pixel's settings under Events API`,
      },
      testEventCode,
    ],
  },
  {
    key: 'webhook',
    name: 'Webhook',
    description: msg`Posts every event as JSON to your own address, signed with HMAC-SHA256`,
    docsUrl: 'https://en.wikipedia.org/wiki/HMAC',
    fields: [
      {
        key: 'url',
        label: msg`Endpoint URL`,
        type: 'string',
        required: true,
        help: msg`An https address that answers 2xx when it has stored the event`,
        placeholder: 'https://example.com/hooks/tracklane',
        format: { pattern: /^https:\/\/[^\s/?#]+\.[^\s]*$/, message: msg`Enter an https address` },
        check: webhookUrlCheck,
      },
      {
        key: 'signing_secret',
        label: msg`Signing secret`,
        type: 'secret',
        required: true,
        help: msg`Each request carries an X-Tracklane-Signature header, t=<time>,v1=<signature>: the HMAC-SHA256 of the time, a dot and the body, with this secret. Refuse requests older than 5 minutes`,
      },
      {
        key: 'include_user_data',
        label: msg`Include hashed email and phone`,
        type: 'boolean',
        required: false,
        default: false,
      },
    ],
  },
];

/** The service of `key`, if the platform has it. */
export function serviceDefinition(key: string): ServiceDefinition | undefined {
  return SERVICE_CATALOG.find((service) => service.key === key);
}
