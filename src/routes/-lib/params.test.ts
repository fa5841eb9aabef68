import { isNotFound } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { socialProviderParams } from './params';

describe('socialProviderParams', () => {
  it('accepts each provider of the contract', () => {
    for (const provider of ['google', 'github', 'facebook', 'local'] as const) {
      expect(socialProviderParams.parse({ provider })).toEqual({ provider });
    }
  });

  it('sends an unknown provider to the not-found page', () => {
    let thrown: unknown;
    try {
      socialProviderParams.parse({ provider: 'myspace' });
    } catch (error) {
      thrown = error;
    }
    expect(isNotFound(thrown)).toBe(true);
  });
});
