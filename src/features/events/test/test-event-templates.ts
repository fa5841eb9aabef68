import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** A template's key: a standard event name, or `custom` for a name of the user's own. */
export type TemplateKey =
  'Purchase' | 'Lead' | 'CompleteRegistration' | 'AddToCart' | 'ViewContent' | 'PageView' | 'custom';

interface Template {
  label: MessageDescriptor;
  /** Empty for the custom template: the user names the event. */
  eventName: string;
  value: string;
  currency: string;
  /** The page the event happened on, after the domain's address. */
  path: string;
  customData: Record<string, unknown>;
}

/** The templates in the order offered, each a typical event of its kind. */
export const TEMPLATES: Record<TemplateKey, Template> = {
  Purchase: {
    label: msg`Purchase (with value)`,
    eventName: 'Purchase',
    value: '49.99',
    currency: 'USD',
    path: '/checkout/thank-you',
    customData: { order_id: 'test-order-1', content_ids: ['SKU-1'], num_items: 1 },
  },
  Lead: {
    label: msg`Lead`,
    eventName: 'Lead',
    value: '',
    currency: '',
    path: '/contact',
    customData: { form: 'contact' },
  },
  CompleteRegistration: {
    label: msg`Complete registration`,
    eventName: 'CompleteRegistration',
    value: '',
    currency: '',
    path: '/register/done',
    customData: { method: 'email' },
  },
  AddToCart: {
    label: msg`Add to cart`,
    eventName: 'AddToCart',
    value: '19.99',
    currency: 'USD',
    path: '/products/sku-1',
    customData: { content_ids: ['SKU-1'], content_type: 'product' },
  },
  ViewContent: {
    label: msg`View content`,
    eventName: 'ViewContent',
    value: '',
    currency: '',
    path: '/products/sku-1',
    customData: { content_ids: ['SKU-1'] },
  },
  PageView: {
    label: msg`Page view`,
    eventName: 'PageView',
    value: '',
    currency: '',
    path: '/',
    customData: {},
  },
  custom: { label: msg`Custom event`, eventName: '', value: '', currency: '', path: '/', customData: {} },
};

export const TEMPLATE_KEYS = Object.keys(TEMPLATES) as TemplateKey[];

export function isTemplateKey(key: string): key is TemplateKey {
  return key in TEMPLATES;
}

/** A new event id for a test event, unique enough never to be taken for a duplicate: `test-` and 12 random characters. */
export function newTestEventId(): string {
  const random = globalThis.crypto.randomUUID().replaceAll('-', '').slice(0, 12);
  return `test-${random}`;
}
