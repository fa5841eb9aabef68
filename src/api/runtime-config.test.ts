import { describe, expect, it } from 'vitest';
import { readRuntimeConfig } from './runtime-config';

describe('readRuntimeConfig', () => {
  it('uses the same-origin API and a 30-minute session time-out when the server names neither', () => {
    expect(readRuntimeConfig({})).toEqual({ apiBaseUrl: '/api/v1', sessionTimeoutSeconds: 1800 });
  });

  it("takes the server's values", () => {
    expect(readRuntimeConfig({ apiBaseUrl: 'https://api.test/v1', sessionTimeoutSeconds: 9 })).toEqual({
      apiBaseUrl: 'https://api.test/v1',
      sessionTimeoutSeconds: 9,
    });
  });
});
