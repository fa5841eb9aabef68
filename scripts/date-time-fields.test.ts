import { describe, expect, it } from 'vitest';
import { collectDateTimeFields } from './date-time-fields';

describe('collectDateTimeFields', () => {
  it('lists every property declared as a date-time, once, wherever it stands', () => {
    const contract = {
      components: {
        schemas: {
          User: {
            properties: {
              name: { type: 'string' },
              created_at: { type: 'string', format: 'date-time' },
              email_verified_at: { type: ['string', 'null'], format: 'date-time' },
            },
          },
          Domain: { properties: { created_at: { type: 'string', format: 'date-time' } } },
        },
      },
      paths: {
        '/x': { get: { responses: { 200: { properties: { last_active: { format: 'date-time' } } } } } },
      },
    };

    expect(collectDateTimeFields(contract)).toEqual(['created_at', 'email_verified_at', 'last_active']);
  });

  it('refuses a name that is a date-time in one place and not in another', () => {
    const contract = {
      A: { properties: { start_date: { type: 'string', format: 'date-time' } } },
      B: { properties: { start_date: { type: 'string', format: 'date' } } },
    };

    expect(() => collectDateTimeFields(contract)).toThrow(/start_date: date-time at #\/A.*not at #\/B/);
  });
});
