import { describe, expect, it } from 'vitest';
import {
  itemFieldErrors,
  pageUrlForDomain,
  templateValues,
  testEventItem,
  testEventProblems,
  type TestEventValues,
} from './test-event-values';

const valid = (overrides: Partial<TestEventValues> = {}): TestEventValues => ({
  domain_id: 'domain-1',
  template: 'Purchase',
  ...templateValues('Purchase', 'shop.example.com', 'test-abc'),
  ...overrides,
});

describe('testEventItem', () => {
  it('builds the item with source test, the value as a number and the currency in capitals', () => {
    expect(testEventItem(valid({ value: '49,5', currency: 'eur' }))).toEqual({
      domain_id: 'domain-1',
      event_name: 'Purchase',
      event_id: 'test-abc',
      source: 'test',
      value: 49.5,
      currency: 'EUR',
      page_url: 'https://shop.example.com/checkout/thank-you',
      custom_data: { order_id: 'test-order-1', content_ids: ['SKU-1'], num_items: 1 },
    });
  });

  it('leaves out what is empty', () => {
    expect(testEventItem(valid({ value: '', currency: '', page_url: '', custom_data: ' ' }))).toEqual({
      domain_id: 'domain-1',
      event_name: 'Purchase',
      event_id: 'test-abc',
      source: 'test',
    });
  });

  it('is null while a field has a problem', () => {
    expect(testEventItem(valid({ custom_data: '{' }))).toBeNull();
  });
});

describe('testEventProblems', () => {
  it('names each field that is wrong', () => {
    expect(
      Object.keys(
        testEventProblems(
          valid({
            domain_id: '',
            event_name: ' ',
            event_id: '',
            value: 'ten',
            currency: 'US',
            page_url: 'shop.example.com',
            custom_data: '[1]',
          }),
        ),
      ).sort(),
    ).toEqual(['currency', 'custom_data', 'domain_id', 'event_id', 'event_name', 'page_url', 'value']);
  });

  it('asks for the currency of a value', () => {
    expect(Object.keys(testEventProblems(valid({ currency: '' })))).toEqual(['currency']);
  });
});

describe('itemFieldErrors', () => {
  it('files the batch’s paths under the form’s fields, keeping what names no field', () => {
    expect(
      itemFieldErrors({
        'events.0.value': ['Too large'],
        'events.0.custom_data.plan': ['Too long'],
        event_name: ['Required'],
        'events.0.user_data.email_hash': ['Not a hash'],
      }),
    ).toEqual({
      value: ['Too large'],
      custom_data: ['Too long'],
      event_name: ['Required'],
      'user_data.email_hash': ['Not a hash'],
    });
  });
});

describe('pageUrlForDomain', () => {
  const names = ['shop.example.com', 'blog.example.org'];

  it('moves an address on one of the user’s domains, or on the stand-in, to the chosen domain', () => {
    expect(pageUrlForDomain('https://shop.example.com/cart?step=2', 'blog.example.org', names)).toBe(
      'https://blog.example.org/cart?step=2',
    );
    expect(pageUrlForDomain('https://example.com/contact', 'shop.example.com', names)).toBe(
      'https://shop.example.com/contact',
    );
    expect(pageUrlForDomain('https://shop.example.com/', undefined, names)).toBe('https://example.com/');
  });

  it('keeps an address on another host, and text that is no address, as typed', () => {
    expect(pageUrlForDomain('https://landing.partner.net/a', 'blog.example.org', names)).toBe(
      'https://landing.partner.net/a',
    );
    expect(pageUrlForDomain('shop.example.com/cart', 'blog.example.org', names)).toBe(
      'shop.example.com/cart',
    );
    expect(pageUrlForDomain('', 'blog.example.org', names)).toBe('');
  });
});
